from enum import StrEnum


class MethodNotAllowedCode(StrEnum):
    METHOD_NOT_ALLOWED = "METHOD_NOT_ALLOWED"

    def __str__(self) -> str:
        return str(self.value)
