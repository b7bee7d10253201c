from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.evidence_content_type import EvidenceContentType

T = TypeVar("T", bound="AddEvidenceRequest")


@_attrs_define
class AddEvidenceRequest:
    """Designed: body of POST /v1/infractions/{id}/evidences (JSON, file in base64, at most 512 KiB decoded).

    Attributes:
        description (str): What the file shows.
        file_name (str): Designed: the file's name, without `/`, `\\`, control characters (C0 and C1) or line separators
            (a line break in a name would forge lines of a log or a header).
        content_type (EvidenceContentType): Designed: media types accepted as evidence.
        content_base_64 (str): The file, in canonical base64 (RFC 4648 section 4): the bits after the last whole byte
            are
            zero, so the text is exactly what encoding the file gives. The `=` padding may be left out;
            when it is sent it is the RFC's (`==` after a last group of 2 characters, `=` after 3), and
            any other `=` is `VALIDATION_ERROR` on this field. Its bytes must
            be of `contentType`: a PDF has `%PDF-` in its first 1,024 bytes, a PNG starts with the PNG
            signature, a JPEG with `FF D8 FF`; otherwise `VALIDATION_ERROR` on this field.
    """

    description: str
    file_name: str
    content_type: EvidenceContentType
    content_base_64: str

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        file_name = self.file_name

        content_type = self.content_type.value

        content_base_64 = self.content_base_64

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "description": description,
                "fileName": file_name,
                "contentType": content_type,
                "contentBase64": content_base_64,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        description = d.pop("description")

        file_name = d.pop("fileName")

        content_type = EvidenceContentType(d.pop("contentType"))

        content_base_64 = d.pop("contentBase64")

        add_evidence_request = cls(
            description=description,
            file_name=file_name,
            content_type=content_type,
            content_base_64=content_base_64,
        )

        return add_evidence_request
