from enum import StrEnum


class RequestTooLargeCode(StrEnum):
    REQUEST_TOO_LARGE = "REQUEST_TOO_LARGE"

    def __str__(self) -> str:
        return str(self.value)
