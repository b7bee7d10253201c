from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.verification_status import VerificationStatus

T = TypeVar("T", bound="SandboxVerificationRequest")


@_attrs_define
class SandboxVerificationRequest:
    """Designed: body of POST /v1/sandbox/wallets/{id}/verification.

    Attributes:
        status (VerificationStatus): Designed: the verification states `pending`, `rejected` (the holder may try again
            after a
            resend) and `rejected_terminal` of a wallet (account in `kyc` mode). From the reference:
            `approved`.
    """

    status: VerificationStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = VerificationStatus(d.pop("status"))

        sandbox_verification_request = cls(
            status=status,
        )

        sandbox_verification_request.additional_properties = d
        return sandbox_verification_request

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
