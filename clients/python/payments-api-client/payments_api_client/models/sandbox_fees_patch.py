from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fee_schedule_input import FeeScheduleInput


T = TypeVar("T", bound="SandboxFeesPatch")


@_attrs_define
class SandboxFeesPatch:
    """Designed: fees the sandbox lets a company change.

    Attributes:
        deposit (FeeScheduleInput | Unset): Designed: a fee schedule as the sandbox takes it, the members of
            `FeeSchedule` and no other (a
            request body names every member it takes; `FeeSchedule`, an answer's, may gain members).
        withdraw (FeeScheduleInput | Unset): Designed: a fee schedule as the sandbox takes it, the members of
            `FeeSchedule` and no other (a
            request body names every member it takes; `FeeSchedule`, an answer's, may gain members).
    """

    deposit: FeeScheduleInput | Unset = UNSET
    withdraw: FeeScheduleInput | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        deposit: dict[str, Any] | Unset = UNSET
        if not isinstance(self.deposit, Unset):
            deposit = self.deposit.to_dict()

        withdraw: dict[str, Any] | Unset = UNSET
        if not isinstance(self.withdraw, Unset):
            withdraw = self.withdraw.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if deposit is not UNSET:
            field_dict["deposit"] = deposit
        if withdraw is not UNSET:
            field_dict["withdraw"] = withdraw

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fee_schedule_input import FeeScheduleInput  # noqa: PLC0415

        d = dict(src_dict)
        _deposit = d.pop("deposit", UNSET)
        deposit: FeeScheduleInput | Unset
        if isinstance(_deposit, Unset):
            deposit = UNSET
        else:
            deposit = FeeScheduleInput.from_dict(_deposit)

        _withdraw = d.pop("withdraw", UNSET)
        withdraw: FeeScheduleInput | Unset
        if isinstance(_withdraw, Unset):
            withdraw = UNSET
        else:
            withdraw = FeeScheduleInput.from_dict(_withdraw)

        sandbox_fees_patch = cls(
            deposit=deposit,
            withdraw=withdraw,
        )

        return sandbox_fees_patch
