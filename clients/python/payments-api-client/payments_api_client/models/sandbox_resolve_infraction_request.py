from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sandbox_infraction_outcome import SandboxInfractionOutcome

T = TypeVar("T", bound="SandboxResolveInfractionRequest")


@_attrs_define
class SandboxResolveInfractionRequest:
    """Designed: body of POST /v1/sandbox/infractions/{id}/resolve.

    Attributes:
        outcome (SandboxInfractionOutcome): Designed: outcome of a contested infraction's analysis.

            - `refunded`: The payer wins: the amount is refunded.
            - `dismissed`: The company wins: the amount is released.
    """

    outcome: SandboxInfractionOutcome
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        outcome = self.outcome.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "outcome": outcome,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        outcome = SandboxInfractionOutcome(d.pop("outcome"))

        sandbox_resolve_infraction_request = cls(
            outcome=outcome,
        )

        sandbox_resolve_infraction_request.additional_properties = d
        return sandbox_resolve_infraction_request

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
