from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.rate_limited_error_detail import RateLimitedErrorDetail


T = TypeVar("T", bound="RateLimitedError")


@_attrs_define
class RateLimitedError:
    """Designed: too many requests for this API key, or too many failed authentications from this client address.

    Attributes:
        success (bool): Always `false` on failure.
        error (RateLimitedErrorDetail): Error object of HTTP 429.
    """

    success: bool
    error: RateLimitedErrorDetail
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
        from ..models.rate_limited_error_detail import RateLimitedErrorDetail  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        error = RateLimitedErrorDetail.from_dict(d.pop("error"))

        rate_limited_error = cls(
            success=success,
            error=error,
        )

        rate_limited_error.additional_properties = d
        return rate_limited_error

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
