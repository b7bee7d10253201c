from enum import StrEnum


class TransactionStatus(StrEnum):
    CANCELED = "canceled"
    COMPLETED = "completed"
    CONTESTED = "contested"
    DISMISSED = "dismissed"
    EXPIRED = "expired"
    FAILED = "failed"
    OPEN = "open"
    PAID = "paid"
    PENDING = "pending"
    PROCESSING = "processing"
    REFUNDED = "refunded"

    def __str__(self) -> str:
        return str(self.value)
