from enum import StrEnum


class WithdrawProcessingEventType(StrEnum):
    WITHDRAW_PROCESSING = "WITHDRAW_PROCESSING"

    def __str__(self) -> str:
        return str(self.value)
