from enum import StrEnum


class SplitDestination(StrEnum):
    COMPANY = "company"
    GENERAL_BALANCE = "general_balance"
    WALLET = "wallet"

    def __str__(self) -> str:
        return str(self.value)
