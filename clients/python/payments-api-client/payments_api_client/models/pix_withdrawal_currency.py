from enum import StrEnum


class PixWithdrawalCurrency(StrEnum):
    BRL = "brl"

    def __str__(self) -> str:
        return str(self.value)
