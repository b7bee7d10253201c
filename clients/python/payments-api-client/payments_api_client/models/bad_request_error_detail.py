from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bad_request_code import BadRequestCode

if TYPE_CHECKING:
    from ..models.field_error import FieldError


T = TypeVar("T", bound="BadRequestErrorDetail")


@_attrs_define
class BadRequestErrorDetail:
    """Error object of HTTP 400.

    Attributes:
        code (BadRequestCode): Codes of HTTP 400: credentials missing (the reference's 400) or, designed, a body that is
            not JSON, or a request that is not valid HTTP (`MALFORMED_REQUEST`, answered by the server's HTTP parser before
            any operation is found, listed here so that a client typed by this enum still reads it).

            - `MISSING_API_KEY`: Designed name: the `X-Api-Key` header is missing. Checked before anything else.
            - `MISSING_API_SECRET`: Designed name: the `X-Api-Secret` header is missing. Checked before anything else but
            the key.
            - `INVALID_JSON`: Designed: the body is not well-formed JSON, or not UTF-8 (bytes such as Latin-1's are refused,
            never replaced), or holds an unpaired UTF-16 surrogate (such as U+D800) written as a JSON escape, which names no
            character, or names a member twice in one object (`{"amount": 10, "amount": 20}`: which value counts would
            depend on the reader); neither is I-JSON (RFC 7493).
            - `MALFORMED_REQUEST`: Designed: the request is not valid HTTP/1.1 (a control character in a header, a header
            name with a space, both `Content-Length` and `Transfer-Encoding`, an unknown method, no `Host` header...). The
            server's HTTP parser answers it before any operation; the connection is closed.
        message (str): Human-readable text, in Portuguese.
        details (list[FieldError] | None): The fields that failed, or null when there is nothing to detail.
    """

    code: BadRequestCode
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
        code = BadRequestCode(d.pop("code"))

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

        bad_request_error_detail = cls(
            code=code,
            message=message,
            details=details,
        )

        bad_request_error_detail.additional_properties = d
        return bad_request_error_detail

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
