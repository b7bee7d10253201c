from enum import StrEnum


class ConversionProcessingEventType(StrEnum):
    CONVERSION_PROCESSING = "CONVERSION_PROCESSING"

    def __str__(self) -> str:
        return str(self.value)
