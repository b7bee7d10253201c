from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

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

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        field_dict: dict[str, Any] = {}

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

        return sandbox_pay_crypto_deposit_request
