from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.chargeback_status import ChargebackStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.wallet_ref import WalletRef


T = TypeVar("T", bound="Chargeback")


@_attrs_define
class Chargeback:
    """Designed: the MED refund of an accepted or lost infraction.

    Attributes:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        status (ChargebackStatus): Designed: status of a chargeback; the refund is booked at once, so it is always
            `completed`.
        infraction_id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        deposit_id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        amount (float): A computed money value in the unit of its currency (may be zero).
        reference (str): Reference of the deposit refunded.
        created_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        updated_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        wallet (WalletRef | Unset): Designed: the wallet as it appears in the payload of a payment, `{id, name,
            externalId}` (the
            reference names the `wallet` field but not its shape).
    """

    id: str
    status: ChargebackStatus
    infraction_id: str
    deposit_id: str
    amount: float
    reference: str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    wallet: WalletRef | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status.value

        infraction_id = self.infraction_id

        deposit_id = self.deposit_id

        amount = self.amount

        reference = self.reference

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        wallet: dict[str, Any] | Unset = UNSET
        if not isinstance(self.wallet, Unset):
            wallet = self.wallet.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
                "infractionId": infraction_id,
                "depositId": deposit_id,
                "amount": amount,
                "reference": reference,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )
        if wallet is not UNSET:
            field_dict["wallet"] = wallet

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.wallet_ref import WalletRef  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        status = ChargebackStatus(d.pop("status"))

        infraction_id = d.pop("infractionId")

        deposit_id = d.pop("depositId")

        amount = d.pop("amount")

        reference = d.pop("reference")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        _wallet = d.pop("wallet", UNSET)
        wallet: WalletRef | Unset
        if isinstance(_wallet, Unset):
            wallet = UNSET
        else:
            wallet = WalletRef.from_dict(_wallet)

        chargeback = cls(
            id=id,
            status=status,
            infraction_id=infraction_id,
            deposit_id=deposit_id,
            amount=amount,
            reference=reference,
            created_at=created_at,
            updated_at=updated_at,
            wallet=wallet,
        )

        chargeback.additional_properties = d
        return chargeback

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
