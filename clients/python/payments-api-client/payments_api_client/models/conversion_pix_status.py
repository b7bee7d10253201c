from enum import StrEnum


class ConversionPixStatus(StrEnum):
    EXPIRED = "expired"
    PAID = "paid"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
