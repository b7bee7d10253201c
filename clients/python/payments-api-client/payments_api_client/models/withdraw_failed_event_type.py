from enum import StrEnum


class WithdrawFailedEventType(StrEnum):
    WITHDRAW_FAILED = "WITHDRAW_FAILED"

    def __str__(self) -> str:
        return str(self.value)
