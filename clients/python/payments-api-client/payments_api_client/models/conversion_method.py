from enum import StrEnum


class ConversionMethod(StrEnum):
    PIX = "pix"

    def __str__(self) -> str:
        return str(self.value)
