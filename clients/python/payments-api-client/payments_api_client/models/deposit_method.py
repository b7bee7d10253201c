from enum import StrEnum


class DepositMethod(StrEnum):
    PIX = "pix"

    def __str__(self) -> str:
        return str(self.value)
