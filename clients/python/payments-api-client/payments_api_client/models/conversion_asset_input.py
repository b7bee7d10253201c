from enum import StrEnum


class ConversionAssetInput(StrEnum):
    USDT = "USDT"

    def __str__(self) -> str:
        return str(self.value)
