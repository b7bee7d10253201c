from enum import StrEnum


class CryptoDepositAsset(StrEnum):
    USDT = "usdt"

    def __str__(self) -> str:
        return str(self.value)
