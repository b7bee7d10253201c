from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.evidence_content_type import EvidenceContentType

T = TypeVar("T", bound="Evidence")


@_attrs_define
class Evidence:
    """Designed: a piece of evidence attached to an infraction.

    Attributes:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        description (str): What it shows.
        file_name (str): File name as uploaded.
        content_type (EvidenceContentType): Designed: media types accepted as evidence.
        size (int): Size of the decoded file, bytes.
        sha256 (str): SHA-256 of the decoded file, hex.
        created_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
    """

    id: str
    description: str
    file_name: str
    content_type: EvidenceContentType
    size: int
    sha256: str
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        description = self.description

        file_name = self.file_name

        content_type = self.content_type.value

        size = self.size

        sha256 = self.sha256

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "description": description,
                "fileName": file_name,
                "contentType": content_type,
                "size": size,
                "sha256": sha256,
                "createdAt": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        description = d.pop("description")

        file_name = d.pop("fileName")

        content_type = EvidenceContentType(d.pop("contentType"))

        size = d.pop("size")

        sha256 = d.pop("sha256")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        evidence = cls(
            id=id,
            description=description,
            file_name=file_name,
            content_type=content_type,
            size=size,
            sha256=sha256,
            created_at=created_at,
        )

        evidence.additional_properties = d
        return evidence

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
