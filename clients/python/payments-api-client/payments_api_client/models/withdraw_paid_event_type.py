from enum import StrEnum


class WithdrawPaidEventType(StrEnum):
    WITHDRAW_PAID = "WITHDRAW_PAID"

    def __str__(self) -> str:
        return str(self.value)
