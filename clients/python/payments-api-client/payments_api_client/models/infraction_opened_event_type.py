from enum import StrEnum


class InfractionOpenedEventType(StrEnum):
    INFRACTION_OPENED = "INFRACTION_OPENED"

    def __str__(self) -> str:
        return str(self.value)
