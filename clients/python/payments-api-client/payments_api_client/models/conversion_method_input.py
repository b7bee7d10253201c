from enum import StrEnum


class ConversionMethodInput(StrEnum):
    PIX = "PIX"

    def __str__(self) -> str:
        return str(self.value)
