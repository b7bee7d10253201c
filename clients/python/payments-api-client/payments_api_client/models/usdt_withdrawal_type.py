from enum import StrEnum


class UsdtWithdrawalType(StrEnum):
    WITHDRAW = "withdraw"

    def __str__(self) -> str:
        return str(self.value)
