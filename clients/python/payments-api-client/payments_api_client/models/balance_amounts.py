from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="BalanceAmounts")


@_attrs_define
class BalanceAmounts:
    """Designed: an account holds at most
    9,999,999,999,999.99 BRL and 999,999,999.999999 USDT (10^15 - 1 minor units, the most a JSON
    number carries exactly). A credit that would take `total` past it (a deposit or USDT deposit
    paid, a split received, a sandbox credit) is refused with `VALIDATION_ERROR` on `amount`, "O saldo
    resultante excederia o máximo que a conta pode registrar.", and nothing is booked. So a single
    USDT credit of exactly 1,000,000,000 is refused even on an empty account. From the reference:
    the available and blocked amounts of one account in one currency.

        Attributes:
            total (float): A computed money value in the unit of its currency (may be zero).
            available (float): A computed money value in the unit of its currency (may be zero).
            blocked (float): A computed money value in the unit of its currency (may be zero).
    """

    total: float
    available: float
    blocked: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        total = self.total

        available = self.available

        blocked = self.blocked

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "total": total,
                "available": available,
                "blocked": blocked,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        total = d.pop("total")

        available = d.pop("available")

        blocked = d.pop("blocked")

        balance_amounts = cls(
            total=total,
            available=available,
            blocked=blocked,
        )

        balance_amounts.additional_properties = d
        return balance_amounts

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
