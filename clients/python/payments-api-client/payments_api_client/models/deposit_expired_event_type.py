from enum import StrEnum


class DepositExpiredEventType(StrEnum):
    DEPOSIT_EXPIRED = "DEPOSIT_EXPIRED"

    def __str__(self) -> str:
        return str(self.value)
