from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SplitLine")


@_attrs_define
class SplitLine:
    """One line of a split: who receives and what fraction of the deposit's net amount.
    `id` is a company, a wallet of the account, or (on a deposit made with X-Api-Wallet) the
    account's own company id, which moves that part to the company's general balance.

        Attributes:
            id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
            percent (float): Fraction from 0 to 1 of the net amount (0.03 means 3%).
    """

    id: str
    percent: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        percent = self.percent

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "percent": percent,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        percent = d.pop("percent")

        split_line = cls(
            id=id,
            percent=percent,
        )

        split_line.additional_properties = d
        return split_line

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
