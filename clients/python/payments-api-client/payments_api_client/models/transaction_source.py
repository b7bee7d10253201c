from enum import StrEnum


class TransactionSource(StrEnum):
    CHARGEBACK = "chargeback"
    CONVERSION = "conversion"
    CRYPTO_DEPOSIT = "crypto_deposit"
    DEPOSIT = "deposit"
    INFRACTION = "infraction"
    SANDBOX = "sandbox"
    WITHDRAW = "withdraw"

    def __str__(self) -> str:
        return str(self.value)
