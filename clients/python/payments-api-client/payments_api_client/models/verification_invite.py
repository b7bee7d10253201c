from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="VerificationInvite")


@_attrs_define
class VerificationInvite:
    """Designed: answer of a verification resend.

    Attributes:
        wallet_id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        email (str): Where the invite went.
        onboarding_url (str): Link the holder follows to verify.
        sent_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
    """

    wallet_id: str
    email: str
    onboarding_url: str
    sent_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        wallet_id = self.wallet_id

        email = self.email

        onboarding_url = self.onboarding_url

        sent_at = self.sent_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "walletId": wallet_id,
                "email": email,
                "onboardingUrl": onboarding_url,
                "sentAt": sent_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        wallet_id = d.pop("walletId")

        email = d.pop("email")

        onboarding_url = d.pop("onboardingUrl")

        sent_at = datetime.datetime.fromisoformat(d.pop("sentAt"))

        verification_invite = cls(
            wallet_id=wallet_id,
            email=email,
            onboarding_url=onboarding_url,
            sent_at=sent_at,
        )

        verification_invite.additional_properties = d
        return verification_invite

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
