from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ContestInfractionRequest")


@_attrs_define
class ContestInfractionRequest:
    """Designed: body of POST /v1/infractions/{id}/contest.

    Attributes:
        defense (str): The company's defence: at least 10 characters once the spaces around it are trimmed (it is stored
            trimmed).
    """

    defense: str

    def to_dict(self) -> dict[str, Any]:
        defense = self.defense

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "defense": defense,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        defense = d.pop("defense")

        contest_infraction_request = cls(
            defense=defense,
        )

        return contest_infraction_request
