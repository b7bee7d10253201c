from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ResendVerificationRequest")


@_attrs_define
class ResendVerificationRequest:
    """Body of POST /v1/wallets/{id}/verification/resend.

    Attributes:
        email (str): An e-mail address.
    """

    email: str

    def to_dict(self) -> dict[str, Any]:
        email = self.email

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "email": email,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        email = d.pop("email")

        resend_verification_request = cls(
            email=email,
        )

        return resend_verification_request
