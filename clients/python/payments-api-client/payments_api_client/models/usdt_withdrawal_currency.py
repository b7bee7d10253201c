from enum import StrEnum


class UsdtWithdrawalCurrency(StrEnum):
    USDT = "usdt"

    def __str__(self) -> str:
        return str(self.value)
