from enum import StrEnum


class NotFoundCode(StrEnum):
    NOT_FOUND = "NOT_FOUND"
    PAYLOAD_NOT_FOUND = "PAYLOAD_NOT_FOUND"
    WALLET_NOT_FOUND = "WALLET_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
