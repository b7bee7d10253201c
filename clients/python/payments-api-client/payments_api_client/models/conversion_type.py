from enum import StrEnum


class ConversionType(StrEnum):
    CONVERSION = "conversion"

    def __str__(self) -> str:
        return str(self.value)
