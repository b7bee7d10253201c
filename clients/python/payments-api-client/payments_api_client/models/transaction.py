from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.balance_bucket import BalanceBucket
from ..models.currency import Currency
from ..models.transaction_direction import TransactionDirection
from ..models.transaction_source import TransactionSource
from ..models.transaction_status import TransactionStatus
from ..models.transaction_type import TransactionType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.wallet_ref import WalletRef


T = TypeVar("T", bound="Transaction")


@_attrs_define
class Transaction:
    """Designed: one movement of the ledger of an account (the main account, or the wallet chosen with
    X-Api-Wallet). Balances are the sums of these rows per currency and bucket. A move between the
    buckets (`withdraw_hold`, `withdraw_release`, `infraction_hold`, `infraction_release`) is two
    rows of that type and amount: a debit of one bucket and a credit of the other, leaving the
    total unchanged.

        Attributes:
            id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
            type_ (TransactionType): Designed: kinds of ledger movement.

                - `deposit`: A deposit was paid: its gross amount.
                - `deposit_fee`: The fee of a paid deposit.
                - `split_sent`: A split part sent to another company or wallet.
                - `split_received`: A split part received from a deposit.
                - `withdraw_hold`: A withdrawal was created: its total moved from available to blocked.
                - `withdraw_release`: A withdrawal failed or was canceled: its total moved back to available.
                - `withdraw`: A withdrawal was paid: its total left the blocked balance.
                - `conversion_refund`: A failed conversion: the BRL net amount of its paid charge.
                - `crypto_deposit`: USDT arrived at a deposit address.
                - `infraction_hold`: A MED infraction was opened: the disputed amount moved to blocked.
                - `infraction_release`: A MED infraction was dismissed: the amount moved back to available.
                - `chargeback`: A MED refund left the account.
                - `sandbox_credit`: Sandbox: funds credited by POST /v1/sandbox/balance.
            currency (Currency): A currency of an account balance.

                - `brl`: Brazilian real.
                - `usdt`: Tether USD.
            amount (float): A computed money value in the unit of its currency (may be zero).
            direction (TransactionDirection): Designed: direction of a movement.
            bucket (BalanceBucket): Designed: which side of the balance a movement touched.
            source_type (TransactionSource): Designed: the kind of resource a movement comes from.
            source_id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
            status (TransactionStatus): Designed: status of a movement, which is the current status of the resource behind
                it (its
                `sourceType` and `sourceId`): the values of DepositStatus, WithdrawalStatus, ConversionStatus,
                CryptoDepositStatus, InfractionStatus and ChargebackStatus. A sandbox credit, and a split part
                received from another company's deposit, are `completed`: nothing about them changes afterwards,
                and another company's deposit is not this account's to see.
            description (str): Portuguese description for statements.
            created_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
            reference (str | Unset): Reference of that resource, when it has one and it is this company's: a split part
                received
                from another company's deposit carries none (that reference is the other company's), one
                received into a wallet from the company's own deposit carries the deposit's.
            wallet (WalletRef | Unset): Designed: the wallet as it appears in the payload of a payment, `{id, name,
                externalId}` (the
                reference names the `wallet` field but not its shape).
    """

    id: str
    type_: TransactionType
    currency: Currency
    amount: float
    direction: TransactionDirection
    bucket: BalanceBucket
    source_type: TransactionSource
    source_id: str
    status: TransactionStatus
    description: str
    created_at: datetime.datetime
    reference: str | Unset = UNSET
    wallet: WalletRef | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_.value

        currency = self.currency.value

        amount = self.amount

        direction = self.direction.value

        bucket = self.bucket.value

        source_type = self.source_type.value

        source_id = self.source_id

        status = self.status.value

        description = self.description

        created_at = self.created_at.isoformat()

        reference = self.reference

        wallet: dict[str, Any] | Unset = UNSET
        if not isinstance(self.wallet, Unset):
            wallet = self.wallet.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "currency": currency,
                "amount": amount,
                "direction": direction,
                "bucket": bucket,
                "sourceType": source_type,
                "sourceId": source_id,
                "status": status,
                "description": description,
                "createdAt": created_at,
            }
        )
        if reference is not UNSET:
            field_dict["reference"] = reference
        if wallet is not UNSET:
            field_dict["wallet"] = wallet

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.wallet_ref import WalletRef  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        type_ = TransactionType(d.pop("type"))

        currency = Currency(d.pop("currency"))

        amount = d.pop("amount")

        direction = TransactionDirection(d.pop("direction"))

        bucket = BalanceBucket(d.pop("bucket"))

        source_type = TransactionSource(d.pop("sourceType"))

        source_id = d.pop("sourceId")

        status = TransactionStatus(d.pop("status"))

        description = d.pop("description")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        reference = d.pop("reference", UNSET)

        _wallet = d.pop("wallet", UNSET)
        wallet: WalletRef | Unset
        if isinstance(_wallet, Unset):
            wallet = UNSET
        else:
            wallet = WalletRef.from_dict(_wallet)

        transaction = cls(
            id=id,
            type_=type_,
            currency=currency,
            amount=amount,
            direction=direction,
            bucket=bucket,
            source_type=source_type,
            source_id=source_id,
            status=status,
            description=description,
            created_at=created_at,
            reference=reference,
            wallet=wallet,
        )

        transaction.additional_properties = d
        return transaction

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
