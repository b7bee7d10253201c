from enum import StrEnum


class ConversionFailedEventType(StrEnum):
    CONVERSION_FAILED = "CONVERSION_FAILED"

    def __str__(self) -> str:
        return str(self.value)
