from enum import StrEnum


class InfractionDismissedEventType(StrEnum):
    INFRACTION_DISMISSED = "INFRACTION_DISMISSED"

    def __str__(self) -> str:
        return str(self.value)
