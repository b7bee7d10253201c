from enum import StrEnum


class BalanceBucket(StrEnum):
    AVAILABLE = "available"
    BLOCKED = "blocked"

    def __str__(self) -> str:
        return str(self.value)
