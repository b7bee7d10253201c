from enum import StrEnum


class ConversionCryptoStatus(StrEnum):
    EXPIRED = "expired"
    FAILED = "failed"
    PENDING = "pending"
    PROCESSING = "processing"
    SENT = "sent"

    def __str__(self) -> str:
        return str(self.value)
