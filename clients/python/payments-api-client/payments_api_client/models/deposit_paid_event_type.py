from enum import StrEnum


class DepositPaidEventType(StrEnum):
    DEPOSIT_PAID = "DEPOSIT_PAID"

    def __str__(self) -> str:
        return str(self.value)
