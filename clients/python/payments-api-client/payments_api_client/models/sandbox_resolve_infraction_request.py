from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

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

    def to_dict(self) -> dict[str, Any]:
        outcome = self.outcome.value

        field_dict: dict[str, Any] = {}

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

        return sandbox_resolve_infraction_request
