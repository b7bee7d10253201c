from enum import StrEnum


class InfractionStatus(StrEnum):
    CONTESTED = "contested"
    DISMISSED = "dismissed"
    OPEN = "open"
    REFUNDED = "refunded"

    def __str__(self) -> str:
        return str(self.value)
