from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.infraction_reason import InfractionReason
from ..models.infraction_status import InfractionStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.evidence import Evidence
    from ..models.wallet_ref import WalletRef


T = TypeVar("T", bound="Infraction")


@_attrs_define
class Infraction:
    """Designed: a MED infraction on a paid deposit.

    Attributes:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        status (InfractionStatus): Designed: MED infraction lifecycle. `open` when the payer's bank reports it (the
            disputed amount
            is blocked); `contested` after the company sends its defence; `refunded` when the company
            accepts it or the analysis goes against it (a chargeback returns the amount to the payer and the
            deposit becomes `refunded`); `dismissed` when the analysis goes in the company's favour (the
            amount is released). Events `INFRACTION_OPENED`, `INFRACTION_CONTESTED`, `INFRACTION_REFUNDED`,
            `INFRACTION_DISMISSED`, and `INFRACTION_UPDATED` when an open infraction gets evidence or a
            larger blocked amount.
        reason (InfractionReason): Designed: why the payer's bank opened the infraction.
        deposit_id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        reference (str): Reference of the disputed deposit.
        end_to_end_id (str): End-to-end id of the disputed Pix payment.
        amount (float): A computed money value in the unit of its currency (may be zero).
        blocked_amount (float): A computed money value in the unit of its currency (may be zero).
        defense_deadline (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        evidences (list[Evidence]): Evidence attached so far, at most 20 (POST /v1/infractions/{id}/evidences).
        created_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        updated_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        description (str | Unset): Free text of the payer's bank.
        defense (str | Unset): The company's defence, once contested.
        chargeback_id (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        wallet (WalletRef | Unset): Designed: the wallet as it appears in the payload of a payment, `{id, name,
            externalId}` (the
            reference names the `wallet` field but not its shape).
    """

    id: str
    status: InfractionStatus
    reason: InfractionReason
    deposit_id: str
    reference: str
    end_to_end_id: str
    amount: float
    blocked_amount: float
    defense_deadline: datetime.datetime
    evidences: list[Evidence]
    created_at: datetime.datetime
    updated_at: datetime.datetime
    description: str | Unset = UNSET
    defense: str | Unset = UNSET
    chargeback_id: str | Unset = UNSET
    wallet: WalletRef | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status.value

        reason = self.reason.value

        deposit_id = self.deposit_id

        reference = self.reference

        end_to_end_id = self.end_to_end_id

        amount = self.amount

        blocked_amount = self.blocked_amount

        defense_deadline = self.defense_deadline.isoformat()

        evidences = []
        for evidences_item_data in self.evidences:
            evidences_item = evidences_item_data.to_dict()
            evidences.append(evidences_item)

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        description = self.description

        defense = self.defense

        chargeback_id = self.chargeback_id

        wallet: dict[str, Any] | Unset = UNSET
        if not isinstance(self.wallet, Unset):
            wallet = self.wallet.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
                "reason": reason,
                "depositId": deposit_id,
                "reference": reference,
                "endToEndId": end_to_end_id,
                "amount": amount,
                "blockedAmount": blocked_amount,
                "defenseDeadline": defense_deadline,
                "evidences": evidences,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if defense is not UNSET:
            field_dict["defense"] = defense
        if chargeback_id is not UNSET:
            field_dict["chargebackId"] = chargeback_id
        if wallet is not UNSET:
            field_dict["wallet"] = wallet

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.evidence import Evidence  # noqa: PLC0415
        from ..models.wallet_ref import WalletRef  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        status = InfractionStatus(d.pop("status"))

        reason = InfractionReason(d.pop("reason"))

        deposit_id = d.pop("depositId")

        reference = d.pop("reference")

        end_to_end_id = d.pop("endToEndId")

        amount = d.pop("amount")

        blocked_amount = d.pop("blockedAmount")

        defense_deadline = datetime.datetime.fromisoformat(d.pop("defenseDeadline"))

        evidences = []
        _evidences = d.pop("evidences")
        for evidences_item_data in _evidences:
            evidences_item = Evidence.from_dict(evidences_item_data)

            evidences.append(evidences_item)

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        description = d.pop("description", UNSET)

        defense = d.pop("defense", UNSET)

        chargeback_id = d.pop("chargebackId", UNSET)

        _wallet = d.pop("wallet", UNSET)
        wallet: WalletRef | Unset
        if isinstance(_wallet, Unset):
            wallet = UNSET
        else:
            wallet = WalletRef.from_dict(_wallet)

        infraction = cls(
            id=id,
            status=status,
            reason=reason,
            deposit_id=deposit_id,
            reference=reference,
            end_to_end_id=end_to_end_id,
            amount=amount,
            blocked_amount=blocked_amount,
            defense_deadline=defense_deadline,
            evidences=evidences,
            created_at=created_at,
            updated_at=updated_at,
            description=description,
            defense=defense,
            chargeback_id=chargeback_id,
            wallet=wallet,
        )

        infraction.additional_properties = d
        return infraction

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
