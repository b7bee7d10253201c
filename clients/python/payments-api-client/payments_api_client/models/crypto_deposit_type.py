from enum import StrEnum


class CryptoDepositType(StrEnum):
    CRYPTO_DEPOSIT = "crypto_deposit"

    def __str__(self) -> str:
        return str(self.value)
