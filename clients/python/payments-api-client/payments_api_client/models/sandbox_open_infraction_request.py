from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.infraction_reason import InfractionReason
from ..types import UNSET, Unset

T = TypeVar("T", bound="SandboxOpenInfractionRequest")


@_attrs_define
class SandboxOpenInfractionRequest:
    """Designed: body of POST /v1/sandbox/infractions.

    Attributes:
        deposit_id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        amount (float | Unset): Designed: at most 10,000,000 (the reference gives no maximum). From the reference: an
            amount
            in BRL, greater than zero, with at most 2 decimals. Money is `format: decimal`: a JSON number
            meant exactly as written (keep it in a decimal type, not binary floating point; a literal such
            as 0.30000000000000004 is refused).
        reason (InfractionReason | Unset): Designed: why the payer's bank opened the infraction.
        description (str | Unset): Text of the payer's bank.
    """

    deposit_id: str
    amount: float | Unset = UNSET
    reason: InfractionReason | Unset = UNSET
    description: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        deposit_id = self.deposit_id

        amount = self.amount

        reason: str | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.value

        description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "depositId": deposit_id,
            }
        )
        if amount is not UNSET:
            field_dict["amount"] = amount
        if reason is not UNSET:
            field_dict["reason"] = reason
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deposit_id = d.pop("depositId")

        amount = d.pop("amount", UNSET)

        _reason = d.pop("reason", UNSET)
        reason: InfractionReason | Unset
        if isinstance(_reason, Unset):
            reason = UNSET
        else:
            reason = InfractionReason(_reason)

        description = d.pop("description", UNSET)

        sandbox_open_infraction_request = cls(
            deposit_id=deposit_id,
            amount=amount,
            reason=reason,
            description=description,
        )

        return sandbox_open_infraction_request
