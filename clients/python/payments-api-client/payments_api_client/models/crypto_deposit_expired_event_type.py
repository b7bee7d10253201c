from enum import StrEnum


class CryptoDepositExpiredEventType(StrEnum):
    CRYPTO_DEPOSIT_EXPIRED = "CRYPTO_DEPOSIT_EXPIRED"

    def __str__(self) -> str:
        return str(self.value)
