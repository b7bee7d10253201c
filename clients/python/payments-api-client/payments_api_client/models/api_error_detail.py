from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.error_code import ErrorCode

if TYPE_CHECKING:
    from ..models.field_error import FieldError


T = TypeVar("T", bound="ApiErrorDetail")


@_attrs_define
class ApiErrorDetail:
    """The error object with any code.

    Attributes:
        code (ErrorCode): Every error code the API returns. The reference names `VALIDATION_ERROR`, `PAYLOAD_NOT_FOUND`,
            the two `SPLIT_*`, the two `WALLET_KYC_*` and `WALLET_HAS_BALANCE`; every other code is
            designed. Of the statuses, the reference gives 400 (missing credentials), 401, 422 (a body that
            fails validation) and `WALLET_HAS_BALANCE`'s 409; the others are designed. Read an error body
            with this enum (`ErrorResponse`): the per-status enums do not list the statuses answered before
            any operation has responses for (`REQUEST_TIMEOUT`, and 405 and 431). Designed:
            `x-http-status` gives each code its HTTP status (DESIGN.md's table; `REQUEST_TOO_LARGE` is also
            431 for a request line and headers over 16 KiB), which the reference server and the conformance runner read.

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
            - `UNAUTHORIZED`: Designed name: unknown key, wrong secret or disabled company.
            - `IP_NOT_ALLOWED`: Designed: `settings.ipEnabled` is on and the client address is in none of
            `settings.ipAddresses`.
            - `WALLETS_NOT_ENABLED`: Designed: the wallet feature is not enabled for the account.
            - `WALLET_DISABLED`: Designed: `X-Api-Wallet` names an archived (disabled) wallet.
            - `WALLET_KYC_NOT_APPROVED`: `X-Api-Wallet` names a wallet whose verification is not approved (account in `kyc`
            mode).
            - `WALLET_KYC_REJECTED_TERMINAL`: `X-Api-Wallet` names a wallet whose verification was rejected terminally.
            - `WALLET_OPERATION_BLOCKED`: Designed: the wallet has `depositsBlocked` or `withdrawalsBlocked` set for this
            operation.
            - `NOT_FOUND`: Designed: no such resource for this company and wallet (other tenants' resources are never
            revealed), or no such route.
            - `WALLET_NOT_FOUND`: Designed: `X-Api-Wallet` names no wallet of the calling company.
            - `PAYLOAD_NOT_FOUND`: The stored payload of a withdrawal does not exist or was removed; `details` is null.
            - `METHOD_NOT_ALLOWED`: Designed (HTTP 405): the path exists but not with this method; the `Allow` header lists
            the methods it has, with HEAD wherever there is GET (a HEAD is answered as the GET, without the body).
            - `DUPLICATE_REFERENCE`: Designed: a `reference` reused with different parameters.
            - `WALLET_HAS_BALANCE`: Archiving a wallet that still has available or blocked balance in some currency.
            - `INVALID_STATE`: Designed: the resource's current status does not allow this operation.
            - `REQUEST_TOO_LARGE`: Designed: the body is larger than 1 MiB (413). Also, answered before any operation: a
            request line and headers larger than 16 KiB together (HTTP 431) and chunk extensions larger than 16 KiB (413).
            - `UNSUPPORTED_MEDIA_TYPE`: Designed: a body sent without `Content-Type: application/json`, or labelled with a
            charset other than UTF-8, or with a `Content-Encoding` the server does not read.
            - `VALIDATION_ERROR`: One or more input fields failed validation; `details` lists them. Also insufficient
            balance (field `amount`) and a malformed id in the path.
            - `SPLIT_SELF_REFERENCE`: A split destination is the same company that issues the charge. Designed: also the
            issuing wallet itself, on a deposit made with `X-Api-Wallet` (a part sent to itself would move nothing).
            - `SPLIT_EXCEEDS_DEPOSIT`: The split amounts would exceed the net value of the deposit after its fee.
            - `RATE_LIMITED`: Designed: too many requests for this API key, or too many failed authentications from this
            client address (every request from it is then refused, whatever its credentials, until the window ends); retry
            after `Retry-After` seconds.
            - `INTERNAL_ERROR`: Designed: an unexpected failure; the body never carries a stack trace.
            - `REQUEST_TIMEOUT`: Designed (HTTP 408): the request's headers or body did not arrive in full in time (headers
            within 60 s, the whole request within 300 s); the connection is closed. No operation lists it: the server
            answers it before any operation.
        message (str): Human-readable text, in Portuguese.
        details (list[FieldError] | None): The fields that failed, or null when there is nothing to detail.
    """

    code: ErrorCode
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
        code = ErrorCode(d.pop("code"))

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
