from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.verification_status import VerificationStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="WalletVerification")


@_attrs_define
class WalletVerification:
    """Verification of a wallet created in `kyc` mode.

    Attributes:
        status (VerificationStatus): Designed: the verification states `pending`, `rejected` (the holder may try again
            after a
            resend) and `rejected_terminal` of a wallet (account in `kyc` mode). From the reference:
            `approved`.
        updated_at (datetime.datetime | Unset): An instant as ISO 8601 UTC with millisecond precision and a trailing
            `Z`.
    """

    status: VerificationStatus
    updated_at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        updated_at: str | Unset = UNSET
        if not isinstance(self.updated_at, Unset):
            updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
            }
        )
        if updated_at is not UNSET:
            field_dict["updatedAt"] = updated_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = VerificationStatus(d.pop("status"))

        _updated_at = d.pop("updatedAt", UNSET)
        updated_at: datetime.datetime | Unset
        if isinstance(_updated_at, Unset):
            updated_at = UNSET
        else:
            updated_at = datetime.datetime.fromisoformat(_updated_at)

        wallet_verification = cls(
            status=status,
            updated_at=updated_at,
        )

        wallet_verification.additional_properties = d
        return wallet_verification

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
