from enum import StrEnum


class ConversionCurrency(StrEnum):
    BRL = "BRL"
    USDT = "USDT"

    def __str__(self) -> str:
        return str(self.value)
