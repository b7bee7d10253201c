from enum import StrEnum


class ConversionCryptoAsset(StrEnum):
    USDT = "usdt"

    def __str__(self) -> str:
        return str(self.value)
