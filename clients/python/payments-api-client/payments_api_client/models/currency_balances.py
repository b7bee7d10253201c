from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.balance_amounts import BalanceAmounts


T = TypeVar("T", bound="CurrencyBalances")


@_attrs_define
class CurrencyBalances:
    """Designed: amounts per currency.

    Attributes:
        brl (BalanceAmounts): Designed: an account holds at most
            9,999,999,999,999.99 BRL and 999,999,999.999999 USDT (10^15 - 1 minor units, the most a JSON
            number carries exactly). A credit that would take `total` past it (a deposit or USDT deposit
            paid, a split received, a sandbox credit) is refused with `VALIDATION_ERROR` on `amount`, "O saldo
            resultante excederia o máximo que a conta pode registrar.", and nothing is booked. So a single
            USDT credit of exactly 1,000,000,000 is refused even on an empty account. From the reference:
            the available and blocked amounts of one account in one currency.
        usdt (BalanceAmounts): Designed: an account holds at most
            9,999,999,999,999.99 BRL and 999,999,999.999999 USDT (10^15 - 1 minor units, the most a JSON
            number carries exactly). A credit that would take `total` past it (a deposit or USDT deposit
            paid, a split received, a sandbox credit) is refused with `VALIDATION_ERROR` on `amount`, "O saldo
            resultante excederia o máximo que a conta pode registrar.", and nothing is booked. So a single
            USDT credit of exactly 1,000,000,000 is refused even on an empty account. From the reference:
            the available and blocked amounts of one account in one currency.
    """

    brl: BalanceAmounts
    usdt: BalanceAmounts
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        brl = self.brl.to_dict()

        usdt = self.usdt.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "brl": brl,
                "usdt": usdt,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.balance_amounts import BalanceAmounts  # noqa: PLC0415

        d = dict(src_dict)
        brl = BalanceAmounts.from_dict(d.pop("brl"))

        usdt = BalanceAmounts.from_dict(d.pop("usdt"))

        currency_balances = cls(
            brl=brl,
            usdt=usdt,
        )

        currency_balances.additional_properties = d
        return currency_balances

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
