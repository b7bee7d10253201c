from enum import StrEnum


class ConversionCompletedEventType(StrEnum):
    CONVERSION_COMPLETED = "CONVERSION_COMPLETED"

    def __str__(self) -> str:
        return str(self.value)
