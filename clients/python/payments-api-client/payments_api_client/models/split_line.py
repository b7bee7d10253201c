from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

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

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        percent = self.percent

        field_dict: dict[str, Any] = {}

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

        return split_line
