from enum import StrEnum


class DepositStatus(StrEnum):
    EXPIRED = "expired"
    PAID = "paid"
    PENDING = "pending"
    REFUNDED = "refunded"

    def __str__(self) -> str:
        return str(self.value)
