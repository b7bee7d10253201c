from enum import StrEnum


class UsdtNetworkInput(StrEnum):
    ETH = "ETH"
    TRX = "TRX"

    def __str__(self) -> str:
        return str(self.value)
