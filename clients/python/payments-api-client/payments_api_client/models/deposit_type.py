from enum import StrEnum


class DepositType(StrEnum):
    DEPOSIT = "deposit"

    def __str__(self) -> str:
        return str(self.value)
