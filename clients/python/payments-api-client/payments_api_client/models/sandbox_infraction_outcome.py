from enum import StrEnum


class SandboxInfractionOutcome(StrEnum):
    DISMISSED = "dismissed"
    REFUNDED = "refunded"

    def __str__(self) -> str:
        return str(self.value)
