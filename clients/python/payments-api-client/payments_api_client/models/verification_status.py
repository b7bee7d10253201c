from enum import StrEnum


class VerificationStatus(StrEnum):
    APPROVED = "approved"
    PENDING = "pending"
    REJECTED = "rejected"
    REJECTED_TERMINAL = "rejected_terminal"

    def __str__(self) -> str:
        return str(self.value)
