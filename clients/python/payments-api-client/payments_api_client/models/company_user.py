from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.user_role import UserRole

T = TypeVar("T", bound="CompanyUser")


@_attrs_define
class CompanyUser:
    """A user of the company's dashboard.

    Attributes:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        role (UserRole): Roles of a company user.
        active (bool): Whether the user may sign in.
        created_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        updated_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
    """

    id: str
    role: UserRole
    active: bool
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        role = self.role.value

        active = self.active

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "role": role,
                "active": active,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        role = UserRole(d.pop("role"))

        active = d.pop("active")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        company_user = cls(
            id=id,
            role=role,
            active=active,
            created_at=created_at,
            updated_at=updated_at,
        )

        company_user.additional_properties = d
        return company_user

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
