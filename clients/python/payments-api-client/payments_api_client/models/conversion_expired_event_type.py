from enum import StrEnum


class ConversionExpiredEventType(StrEnum):
    CONVERSION_EXPIRED = "CONVERSION_EXPIRED"

    def __str__(self) -> str:
        return str(self.value)
