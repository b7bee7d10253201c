from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fee_schedule import FeeSchedule


T = TypeVar("T", bound="SandboxFeesPatch")


@_attrs_define
class SandboxFeesPatch:
    """Designed: fees the sandbox lets a company change.

    Attributes:
        deposit (FeeSchedule | Unset): Designed: `fee = max(minimumFee, fixed + amount * percentage / 100)`, rounded
            half-up to the
            centavo; `percentage` is in percent: 1.5 means 1.5%. From the reference: a fee schedule has
            `fixed`, `percentage` and `minimumFee`.
        withdraw (FeeSchedule | Unset): Designed: `fee = max(minimumFee, fixed + amount * percentage / 100)`, rounded
            half-up to the
            centavo; `percentage` is in percent: 1.5 means 1.5%. From the reference: a fee schedule has
            `fixed`, `percentage` and `minimumFee`.
    """

    deposit: FeeSchedule | Unset = UNSET
    withdraw: FeeSchedule | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deposit: dict[str, Any] | Unset = UNSET
        if not isinstance(self.deposit, Unset):
            deposit = self.deposit.to_dict()

        withdraw: dict[str, Any] | Unset = UNSET
        if not isinstance(self.withdraw, Unset):
            withdraw = self.withdraw.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if deposit is not UNSET:
            field_dict["deposit"] = deposit
        if withdraw is not UNSET:
            field_dict["withdraw"] = withdraw

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fee_schedule import FeeSchedule  # noqa: PLC0415

        d = dict(src_dict)
        _deposit = d.pop("deposit", UNSET)
        deposit: FeeSchedule | Unset
        if isinstance(_deposit, Unset):
            deposit = UNSET
        else:
            deposit = FeeSchedule.from_dict(_deposit)

        _withdraw = d.pop("withdraw", UNSET)
        withdraw: FeeSchedule | Unset
        if isinstance(_withdraw, Unset):
            withdraw = UNSET
        else:
            withdraw = FeeSchedule.from_dict(_withdraw)

        sandbox_fees_patch = cls(
            deposit=deposit,
            withdraw=withdraw,
        )

        sandbox_fees_patch.additional_properties = d
        return sandbox_fees_patch

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
