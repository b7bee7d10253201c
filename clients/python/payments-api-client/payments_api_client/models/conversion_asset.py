from enum import StrEnum


class ConversionAsset(StrEnum):
    USDT = "usdt"

    def __str__(self) -> str:
        return str(self.value)
