from enum import StrEnum


class UsdtNetwork(StrEnum):
    ETH = "eth"
    TRX = "trx"

    def __str__(self) -> str:
        return str(self.value)
