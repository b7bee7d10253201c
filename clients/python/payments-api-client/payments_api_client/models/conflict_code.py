from enum import StrEnum


class ConflictCode(StrEnum):
    DUPLICATE_REFERENCE = "DUPLICATE_REFERENCE"
    INVALID_STATE = "INVALID_STATE"
    WALLET_HAS_BALANCE = "WALLET_HAS_BALANCE"

    def __str__(self) -> str:
        return str(self.value)
