from enum import StrEnum


class RequestTimeoutCode(StrEnum):
    REQUEST_TIMEOUT = "REQUEST_TIMEOUT"

    def __str__(self) -> str:
        return str(self.value)
