from enum import StrEnum


class UsdtWithdrawalMethod(StrEnum):
    USDT = "usdt"

    def __str__(self) -> str:
        return str(self.value)
