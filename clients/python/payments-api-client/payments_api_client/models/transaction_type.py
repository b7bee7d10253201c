from enum import StrEnum


class TransactionType(StrEnum):
    CHARGEBACK = "chargeback"
    CONVERSION_REFUND = "conversion_refund"
    CRYPTO_DEPOSIT = "crypto_deposit"
    DEPOSIT = "deposit"
    DEPOSIT_FEE = "deposit_fee"
    INFRACTION_HOLD = "infraction_hold"
    INFRACTION_RELEASE = "infraction_release"
    SANDBOX_CREDIT = "sandbox_credit"
    SPLIT_RECEIVED = "split_received"
    SPLIT_SENT = "split_sent"
    WITHDRAW = "withdraw"
    WITHDRAW_HOLD = "withdraw_hold"
    WITHDRAW_RELEASE = "withdraw_release"

    def __str__(self) -> str:
        return str(self.value)
