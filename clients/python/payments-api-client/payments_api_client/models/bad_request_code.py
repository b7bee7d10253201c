from enum import StrEnum


class BadRequestCode(StrEnum):
    INVALID_JSON = "INVALID_JSON"
    MALFORMED_REQUEST = "MALFORMED_REQUEST"
    MISSING_API_KEY = "MISSING_API_KEY"
    MISSING_API_SECRET = "MISSING_API_SECRET"

    def __str__(self) -> str:
        return str(self.value)
