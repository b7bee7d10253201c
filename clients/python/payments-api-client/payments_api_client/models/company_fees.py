from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.fee_schedule import FeeSchedule


T = TypeVar("T", bound="CompanyFees")


@_attrs_define
class CompanyFees:
    """The company's fees.

    Attributes:
        deposit (FeeSchedule): Designed: `fee = max(minimumFee, fixed + amount * percentage / 100)`, rounded half-up to
            the
            centavo; `percentage` is in percent: 1.5 means 1.5%. From the reference: a fee schedule has
            `fixed`, `percentage` and `minimumFee`.
        withdraw (FeeSchedule): Designed: `fee = max(minimumFee, fixed + amount * percentage / 100)`, rounded half-up to
            the
            centavo; `percentage` is in percent: 1.5 means 1.5%. From the reference: a fee schedule has
            `fixed`, `percentage` and `minimumFee`.
    """

    deposit: FeeSchedule
    withdraw: FeeSchedule
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deposit = self.deposit.to_dict()

        withdraw = self.withdraw.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deposit": deposit,
                "withdraw": withdraw,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fee_schedule import FeeSchedule  # noqa: PLC0415

        d = dict(src_dict)
        deposit = FeeSchedule.from_dict(d.pop("deposit"))

        withdraw = FeeSchedule.from_dict(d.pop("withdraw"))

        company_fees = cls(
            deposit=deposit,
            withdraw=withdraw,
        )

        company_fees.additional_properties = d
        return company_fees

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
