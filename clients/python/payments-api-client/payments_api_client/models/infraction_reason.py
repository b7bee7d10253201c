from enum import StrEnum


class InfractionReason(StrEnum):
    ACCOUNT_TAKEOVER = "account_takeover"
    COERCION = "coercion"
    FRAUD = "fraud"
    OTHER = "other"
    SCAM = "scam"

    def __str__(self) -> str:
        return str(self.value)
