from enum import StrEnum


class PixWithdrawalType(StrEnum):
    WITHDRAW = "withdraw"

    def __str__(self) -> str:
        return str(self.value)
