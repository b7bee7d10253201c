from enum import StrEnum


class CryptoDepositPaidEventType(StrEnum):
    CRYPTO_DEPOSIT_PAID = "CRYPTO_DEPOSIT_PAID"

    def __str__(self) -> str:
        return str(self.value)
