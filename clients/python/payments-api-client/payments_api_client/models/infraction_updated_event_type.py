from enum import StrEnum


class InfractionUpdatedEventType(StrEnum):
    INFRACTION_UPDATED = "INFRACTION_UPDATED"

    def __str__(self) -> str:
        return str(self.value)
