from enum import StrEnum


class UserRole(StrEnum):
    ADMIN = "admin"
    MASTER = "master"

    def __str__(self) -> str:
        return str(self.value)
