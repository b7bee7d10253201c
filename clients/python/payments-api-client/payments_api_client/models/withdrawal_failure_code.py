from enum import StrEnum


class WithdrawalFailureCode(StrEnum):
    NETWORK_REJECTED = "NETWORK_REJECTED"
    PIX_KEY_DOCUMENT_MISMATCH = "PIX_KEY_DOCUMENT_MISMATCH"

    def __str__(self) -> str:
        return str(self.value)
