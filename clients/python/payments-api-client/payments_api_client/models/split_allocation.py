from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.split_destination import SplitDestination

T = TypeVar("T", bound="SplitAllocation")


@_attrs_define
class SplitAllocation:
    """Designed: a split line as booked, with its computed amount.

    Attributes:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        destination (SplitDestination): Designed: what a split line's `id` turned out to be.

            - `company`: Another company: an ordinary split transfer.
            - `wallet`: A wallet of the account: credited straight to the wallet's balance.
            - `general_balance`: The account's own company id on a deposit made with `X-Api-Wallet`: credited to the
            company's general balance.
        percent (float): Fraction of the net amount (duplicate ids summed).
        amount (float): A computed money value in the unit of its currency (may be zero).
    """

    id: str
    destination: SplitDestination
    percent: float
    amount: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        destination = self.destination.value

        percent = self.percent

        amount = self.amount

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "destination": destination,
                "percent": percent,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        destination = SplitDestination(d.pop("destination"))

        percent = d.pop("percent")

        amount = d.pop("amount")

        split_allocation = cls(
            id=id,
            destination=destination,
            percent=percent,
            amount=amount,
        )

        split_allocation.additional_properties = d
        return split_allocation

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
