from enum import StrEnum


class WalletMode(StrEnum):
    KYC = "kyc"
    SIMPLE = "simple"

    def __str__(self) -> str:
        return str(self.value)
