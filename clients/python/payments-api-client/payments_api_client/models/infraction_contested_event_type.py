from enum import StrEnum


class InfractionContestedEventType(StrEnum):
    INFRACTION_CONTESTED = "INFRACTION_CONTESTED"

    def __str__(self) -> str:
        return str(self.value)
