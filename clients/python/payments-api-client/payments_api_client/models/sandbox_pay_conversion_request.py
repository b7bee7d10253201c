from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sandbox_conversion_outcome import SandboxConversionOutcome
from ..types import UNSET, Unset

T = TypeVar("T", bound="SandboxPayConversionRequest")


@_attrs_define
class SandboxPayConversionRequest:
    """Designed: body of POST /v1/sandbox/conversions/{id}/pay.

    Attributes:
        outcome (SandboxConversionOutcome | Unset): Designed: outcome of a conversion's delivery.
    """

    outcome: SandboxConversionOutcome | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        outcome: str | Unset = UNSET
        if not isinstance(self.outcome, Unset):
            outcome = self.outcome.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if outcome is not UNSET:
            field_dict["outcome"] = outcome

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _outcome = d.pop("outcome", UNSET)
        outcome: SandboxConversionOutcome | Unset
        if isinstance(_outcome, Unset):
            outcome = UNSET
        else:
            outcome = SandboxConversionOutcome(_outcome)

        sandbox_pay_conversion_request = cls(
            outcome=outcome,
        )

        return sandbox_pay_conversion_request
