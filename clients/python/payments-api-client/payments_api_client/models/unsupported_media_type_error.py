from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.unsupported_media_type_error_detail import UnsupportedMediaTypeErrorDetail


T = TypeVar("T", bound="UnsupportedMediaTypeError")


@_attrs_define
class UnsupportedMediaTypeError:
    """Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-
    Encoding` the server does not read.

        Attributes:
            success (bool): Always `false` on failure.
            error (UnsupportedMediaTypeErrorDetail): Error object of HTTP 415.
    """

    success: bool
    error: UnsupportedMediaTypeErrorDetail
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        error = self.error.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "success": success,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.unsupported_media_type_error_detail import UnsupportedMediaTypeErrorDetail  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        error = UnsupportedMediaTypeErrorDetail.from_dict(d.pop("error"))

        unsupported_media_type_error = cls(
            success=success,
            error=error,
        )

        unsupported_media_type_error.additional_properties = d
        return unsupported_media_type_error

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
