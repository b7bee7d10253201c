from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.currency import Currency

T = TypeVar("T", bound="SandboxCreditRequest")


@_attrs_define
class SandboxCreditRequest:
    """Designed: body of POST /v1/sandbox/balance.

    Attributes:
        amount (float): Amount to credit, in `currency` (2 decimals for BRL, 6 for USDT).
        currency (Currency): A currency of an account balance.

            - `brl`: Brazilian real.
            - `usdt`: Tether USD.
    """

    amount: float
    currency: Currency

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        currency = self.currency.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
                "currency": currency,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        currency = Currency(d.pop("currency"))

        sandbox_credit_request = cls(
            amount=amount,
            currency=currency,
        )

        return sandbox_credit_request
