from enum import StrEnum


class WithdrawalMethod(StrEnum):
    PIX = "pix"
    USDT = "usdt"

    def __str__(self) -> str:
        return str(self.value)
