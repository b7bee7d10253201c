from enum import StrEnum


class InfractionRefundedEventType(StrEnum):
    INFRACTION_REFUNDED = "INFRACTION_REFUNDED"

    def __str__(self) -> str:
        return str(self.value)
