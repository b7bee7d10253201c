from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bad_request_code import BadRequestCode
from ..models.conflict_code import ConflictCode
from ..models.forbidden_code import ForbiddenCode
from ..models.internal_error_code import InternalErrorCode
from ..models.method_not_allowed_code import MethodNotAllowedCode
from ..models.not_found_code import NotFoundCode
from ..models.rate_limited_code import RateLimitedCode
from ..models.request_too_large_code import RequestTooLargeCode
from ..models.unauthorized_code import UnauthorizedCode
from ..models.unsupported_media_type_code import UnsupportedMediaTypeCode
from ..models.validation_code import ValidationCode

if TYPE_CHECKING:
    from ..models.field_error import FieldError


T = TypeVar("T", bound="ApiErrorDetail")


@_attrs_define
class ApiErrorDetail:
    """The error object with any code.

    Attributes:
        code (BadRequestCode | ConflictCode | ForbiddenCode | InternalErrorCode | MethodNotAllowedCode | NotFoundCode |
            RateLimitedCode | RequestTooLargeCode | UnauthorizedCode | UnsupportedMediaTypeCode | ValidationCode): Every
            error code the API returns.
        message (str): Human-readable text, in Portuguese.
        details (list[FieldError] | None): The fields that failed, or null when there is nothing to detail.
    """

    code: (
        BadRequestCode
        | ConflictCode
        | ForbiddenCode
        | InternalErrorCode
        | MethodNotAllowedCode
        | NotFoundCode
        | RateLimitedCode
        | RequestTooLargeCode
        | UnauthorizedCode
        | UnsupportedMediaTypeCode
        | ValidationCode
    )
    message: str
    details: list[FieldError] | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code: str
        if isinstance(self.code, BadRequestCode):
            code = self.code.value
        elif isinstance(self.code, UnauthorizedCode):
            code = self.code.value
        elif isinstance(self.code, ForbiddenCode):
            code = self.code.value
        elif isinstance(self.code, NotFoundCode):
            code = self.code.value
        elif isinstance(self.code, MethodNotAllowedCode):
            code = self.code.value
        elif isinstance(self.code, ConflictCode):
            code = self.code.value
        elif isinstance(self.code, RequestTooLargeCode):
            code = self.code.value
        elif isinstance(self.code, UnsupportedMediaTypeCode):
            code = self.code.value
        elif isinstance(self.code, ValidationCode):
            code = self.code.value
        elif isinstance(self.code, RateLimitedCode):
            code = self.code.value
        else:
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

        def _parse_code(
            data: object,
        ) -> (
            BadRequestCode
            | ConflictCode
            | ForbiddenCode
            | InternalErrorCode
            | MethodNotAllowedCode
            | NotFoundCode
            | RateLimitedCode
            | RequestTooLargeCode
            | UnauthorizedCode
            | UnsupportedMediaTypeCode
            | ValidationCode
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_error_code_type_0 = BadRequestCode(data)

                return componentsschemas_error_code_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_error_code_type_1 = UnauthorizedCode(data)

                return componentsschemas_error_code_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_error_code_type_2 = ForbiddenCode(data)

                return componentsschemas_error_code_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_error_code_type_3 = NotFoundCode(data)

                return componentsschemas_error_code_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_error_code_type_4 = MethodNotAllowedCode(data)

                return componentsschemas_error_code_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_error_code_type_5 = ConflictCode(data)

                return componentsschemas_error_code_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_error_code_type_6 = RequestTooLargeCode(data)

                return componentsschemas_error_code_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_error_code_type_7 = UnsupportedMediaTypeCode(data)

                return componentsschemas_error_code_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_error_code_type_8 = ValidationCode(data)

                return componentsschemas_error_code_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_error_code_type_9 = RateLimitedCode(data)

                return componentsschemas_error_code_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            componentsschemas_error_code_type_10 = InternalErrorCode(data)

            return componentsschemas_error_code_type_10

        code = _parse_code(d.pop("code"))

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

        api_error_detail = cls(
            code=code,
            message=message,
            details=details,
        )

        api_error_detail.additional_properties = d
        return api_error_detail

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
