from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.internal_server_error_detail import InternalServerErrorDetail


T = TypeVar("T", bound="InternalServerError")


@_attrs_define
class InternalServerError:
    """Designed: an unexpected failure on the server side; safe to retry.

    Attributes:
        success (bool): Always `false` on failure.
        error (InternalServerErrorDetail): Error object of HTTP 500.
    """

    success: bool
    error: InternalServerErrorDetail
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
        from ..models.internal_server_error_detail import InternalServerErrorDetail  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        error = InternalServerErrorDetail.from_dict(d.pop("error"))

        internal_server_error = cls(
            success=success,
            error=error,
        )

        internal_server_error.additional_properties = d
        return internal_server_error

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
