from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.infraction_updated_event_type import InfractionUpdatedEventType

if TYPE_CHECKING:
    from ..models.infraction import Infraction


T = TypeVar("T", bound="InfractionUpdatedEvent")


@_attrs_define
class InfractionUpdatedEvent:
    """Designed: an open infraction got evidence or a larger blocked amount.

    Attributes:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        type_ (InfractionUpdatedEventType): Event type.
        created_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        data (Infraction): Designed: a MED infraction on a paid deposit.
    """

    id: str
    type_: InfractionUpdatedEventType
    created_at: datetime.datetime
    data: Infraction
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_.value

        created_at = self.created_at.isoformat()

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "createdAt": created_at,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.infraction import Infraction  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        type_ = InfractionUpdatedEventType(d.pop("type"))

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        data = Infraction.from_dict(d.pop("data"))

        infraction_updated_event = cls(
            id=id,
            type_=type_,
            created_at=created_at,
            data=data,
        )

        infraction_updated_event.additional_properties = d
        return infraction_updated_event

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
