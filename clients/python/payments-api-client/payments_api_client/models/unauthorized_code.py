from enum import StrEnum


class UnauthorizedCode(StrEnum):
    UNAUTHORIZED = "UNAUTHORIZED"

    def __str__(self) -> str:
        return str(self.value)
