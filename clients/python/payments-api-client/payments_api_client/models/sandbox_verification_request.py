from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

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

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        field_dict: dict[str, Any] = {}

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

        return sandbox_verification_request
