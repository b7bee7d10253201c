from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.request_too_large_code import RequestTooLargeCode

if TYPE_CHECKING:
    from ..models.field_error import FieldError


T = TypeVar("T", bound="RequestTooLargeErrorDetail")


@_attrs_define
class RequestTooLargeErrorDetail:
    """Error object of HTTP 413.

    Attributes:
        code (RequestTooLargeCode): Designed: codes of HTTP 413.

            - `REQUEST_TOO_LARGE`: Designed: the body is larger than 1 MiB (413). Also, answered before any operation: a
            request line and headers larger than 16 KiB together (HTTP 431) and chunk extensions larger than 16 KiB (413).
        message (str): Human-readable text, in Portuguese.
        details (list[FieldError] | None): The fields that failed, or null when there is nothing to detail.
    """

    code: RequestTooLargeCode
    message: str
    details: list[FieldError] | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        message = self.message

        details: list[dict[str, Any]] | None
        if isinstance(self.details, list):
            details = []
            for details_type_0_item_data in self.details:
                details_type_0_item = details_type_0_item_data.to_dict()
                details.append(details_type_0_item)

        else:
            details = self.details

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "message": message,
                "details": details,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.field_error import FieldError  # noqa: PLC0415

        d = dict(src_dict)
        code = RequestTooLargeCode(d.pop("code"))

        message = d.pop("message")

        def _parse_details(data: object) -> list[FieldError] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                details_type_0 = []
                _details_type_0 = data
                for details_type_0_item_data in _details_type_0:
                    details_type_0_item = FieldError.from_dict(details_type_0_item_data)

                    details_type_0.append(details_type_0_item)

                return details_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[FieldError] | None, data)

        details = _parse_details(d.pop("details"))

        request_too_large_error_detail = cls(
            code=code,
            message=message,
            details=details,
        )

        request_too_large_error_detail.additional_properties = d
        return request_too_large_error_detail

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
