from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.currency import Currency
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.balance_amounts import BalanceAmounts
    from ..models.wallet_ref import WalletRef


T = TypeVar("T", bound="AccountBalance")


@_attrs_define
class AccountBalance:
    """Designed: balance of an account after a sandbox credit.

    Attributes:
        currency (Currency): A currency of an account balance.

            - `brl`: Brazilian real.
            - `usdt`: Tether USD.
        balance (BalanceAmounts): Designed: an account holds at most
            9,999,999,999,999.99 BRL and 999,999,999.999999 USDT (10^15 - 1 minor units, the most a JSON
            number carries exactly). A credit that would take `total` past it (a deposit or USDT deposit
            paid, a split received, a sandbox credit) is refused with `VALIDATION_ERROR` on `amount`, "O saldo
            resultante excederia o máximo que a conta pode registrar.", and nothing is booked. So a single
            USDT credit of exactly 1,000,000,000 is refused even on an empty account. From the reference:
            the available and blocked amounts of one account in one currency.
        wallet (WalletRef | Unset): Designed: the wallet as it appears in the payload of a payment, `{id, name,
            externalId}` (the
            reference names the `wallet` field but not its shape).
    """

    currency: Currency
    balance: BalanceAmounts
    wallet: WalletRef | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        currency = self.currency.value

        balance = self.balance.to_dict()

        wallet: dict[str, Any] | Unset = UNSET
        if not isinstance(self.wallet, Unset):
            wallet = self.wallet.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "currency": currency,
                "balance": balance,
            }
        )
        if wallet is not UNSET:
            field_dict["wallet"] = wallet

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.balance_amounts import BalanceAmounts  # noqa: PLC0415
        from ..models.wallet_ref import WalletRef  # noqa: PLC0415

        d = dict(src_dict)
        currency = Currency(d.pop("currency"))

        balance = BalanceAmounts.from_dict(d.pop("balance"))

        _wallet = d.pop("wallet", UNSET)
        wallet: WalletRef | Unset
        if isinstance(_wallet, Unset):
            wallet = UNSET
        else:
            wallet = WalletRef.from_dict(_wallet)

        account_balance = cls(
            currency=currency,
            balance=balance,
            wallet=wallet,
        )

        account_balance.additional_properties = d
        return account_balance

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
