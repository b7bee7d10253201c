from enum import StrEnum


class PixWithdrawalMethod(StrEnum):
    PIX = "pix"

    def __str__(self) -> str:
        return str(self.value)
