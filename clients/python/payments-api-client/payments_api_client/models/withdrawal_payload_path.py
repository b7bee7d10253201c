from enum import StrEnum


class WithdrawalPayloadPath(StrEnum):
    VALUE_0 = "/v1/withdrawals"

    def __str__(self) -> str:
        return str(self.value)
