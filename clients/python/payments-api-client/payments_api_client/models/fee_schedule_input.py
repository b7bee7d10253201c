from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FeeScheduleInput")


@_attrs_define
class FeeScheduleInput:
    """Designed: a fee schedule as the sandbox takes it, the members of `FeeSchedule` and no other (a
    request body names every member it takes; `FeeSchedule`, an answer's, may gain members).

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

    def to_dict(self) -> dict[str, Any]:
        fixed = self.fixed

        percentage = self.percentage

        minimum_fee = self.minimum_fee

        field_dict: dict[str, Any] = {}

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

        fee_schedule_input = cls(
            fixed=fixed,
            percentage=percentage,
            minimum_fee=minimum_fee,
        )

        return fee_schedule_input
