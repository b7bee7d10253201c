from enum import StrEnum


class WithdrawalPayloadMethod(StrEnum):
    POST = "POST"

    def __str__(self) -> str:
        return str(self.value)
