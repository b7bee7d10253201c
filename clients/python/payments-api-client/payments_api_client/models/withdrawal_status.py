from enum import StrEnum


class WithdrawalStatus(StrEnum):
    CANCELED = "canceled"
    FAILED = "failed"
    PAID = "paid"
    PENDING = "pending"
    PROCESSING = "processing"

    def __str__(self) -> str:
        return str(self.value)
