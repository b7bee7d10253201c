from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.currency_balances import CurrencyBalances


T = TypeVar("T", bound="CompanyBalance")


@_attrs_define
class CompanyBalance:
    """Balance of the main account.

    Attributes:
        balance (float): A computed money value in the unit of its currency (may be zero).
        balances (CurrencyBalances): Designed: amounts per currency.
    """

    balance: float
    balances: CurrencyBalances
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        balance = self.balance

        balances = self.balances.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "balance": balance,
                "balances": balances,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.currency_balances import CurrencyBalances  # noqa: PLC0415

        d = dict(src_dict)
        balance = d.pop("balance")

        balances = CurrencyBalances.from_dict(d.pop("balances"))

        company_balance = cls(
            balance=balance,
            balances=balances,
        )

        company_balance.additional_properties = d
        return company_balance

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
