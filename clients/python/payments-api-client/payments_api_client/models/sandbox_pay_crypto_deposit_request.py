from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SandboxPayCryptoDepositRequest")


@_attrs_define
class SandboxPayCryptoDepositRequest:
    """Designed: body of POST /v1/sandbox/crypto-deposits/{id}/pay.

    Attributes:
        amount (float | Unset): Designed: at most 1,000,000,000 (the reference gives no maximum). From the reference: an
            amount in USDT, greater than zero, with at most 6 decimals.
    """

    amount: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if amount is not UNSET:
            field_dict["amount"] = amount

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount", UNSET)

        sandbox_pay_crypto_deposit_request = cls(
            amount=amount,
        )

        sandbox_pay_crypto_deposit_request.additional_properties = d
        return sandbox_pay_crypto_deposit_request

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
