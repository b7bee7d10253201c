from enum import StrEnum


class DepositRefundedEventType(StrEnum):
    DEPOSIT_REFUNDED = "DEPOSIT_REFUNDED"

    def __str__(self) -> str:
        return str(self.value)
