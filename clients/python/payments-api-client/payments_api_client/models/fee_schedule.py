from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FeeSchedule")


@_attrs_define
class FeeSchedule:
    """Designed: `fee = max(minimumFee, fixed + amount * percentage / 100)`, rounded half-up to the
    centavo; `percentage` is in percent: 1.5 means 1.5%. From the reference: a fee schedule has
    `fixed`, `percentage` and `minimumFee`.

        Attributes:
            fixed (float): Designed: at most R$ 1.000.000,00, so a fee stays within what a JSON number states exactly. From
                the reference: the fixed part, BRL.
            percentage (float): Designed: at most 4 decimals, in percent, 1.2345 meaning 1.2345%. From the reference: the
                percentage of the amount.
            minimum_fee (float): Designed: at most R$ 1.000.000,00. From the reference: the lower bound of the fee, BRL.
    """

    fixed: float
    percentage: float
    minimum_fee: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        fixed = self.fixed

        percentage = self.percentage

        minimum_fee = self.minimum_fee

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "fixed": fixed,
                "percentage": percentage,
                "minimumFee": minimum_fee,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fixed = d.pop("fixed")

        percentage = d.pop("percentage")

        minimum_fee = d.pop("minimumFee")

        fee_schedule = cls(
            fixed=fixed,
            percentage=percentage,
            minimum_fee=minimum_fee,
        )

        fee_schedule.additional_properties = d
        return fee_schedule

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
