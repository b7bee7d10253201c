from enum import StrEnum


class Currency(StrEnum):
    BRL = "brl"
    USDT = "usdt"

    def __str__(self) -> str:
        return str(self.value)
