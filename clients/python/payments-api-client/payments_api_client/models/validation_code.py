from enum import StrEnum


class ValidationCode(StrEnum):
    SPLIT_EXCEEDS_DEPOSIT = "SPLIT_EXCEEDS_DEPOSIT"
    SPLIT_SELF_REFERENCE = "SPLIT_SELF_REFERENCE"
    VALIDATION_ERROR = "VALIDATION_ERROR"

    def __str__(self) -> str:
        return str(self.value)
