from enum import StrEnum


class WithdrawCanceledEventType(StrEnum):
    WITHDRAW_CANCELED = "WITHDRAW_CANCELED"

    def __str__(self) -> str:
        return str(self.value)
