from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.withdrawal_payload_method import WithdrawalPayloadMethod
from ..models.withdrawal_payload_path import WithdrawalPayloadPath

if TYPE_CHECKING:
    from ..models.payload_request import PayloadRequest
    from ..models.payload_response import PayloadResponse


T = TypeVar("T", bound="WithdrawalPayload")


@_attrs_define
class WithdrawalPayload:
    """The stored record of the original withdrawal request.

    Attributes:
        payment_id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        method (WithdrawalPayloadMethod): HTTP method of the original request.
        path (WithdrawalPayloadPath): Path of the original request.
        received_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        processed_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        request (PayloadRequest): The request as it was received, with the Pix key masked.
        response (PayloadResponse): The answer as it was first given.
    """

    payment_id: str
    method: WithdrawalPayloadMethod
    path: WithdrawalPayloadPath
    received_at: datetime.datetime
    processed_at: datetime.datetime
    request: PayloadRequest
    response: PayloadResponse
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        payment_id = self.payment_id

        method = self.method.value

        path = self.path.value

        received_at = self.received_at.isoformat()

        processed_at = self.processed_at.isoformat()

        request = self.request.to_dict()

        response = self.response.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "paymentId": payment_id,
                "method": method,
                "path": path,
                "receivedAt": received_at,
                "processedAt": processed_at,
                "request": request,
                "response": response,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.payload_request import PayloadRequest  # noqa: PLC0415
        from ..models.payload_response import PayloadResponse  # noqa: PLC0415

        d = dict(src_dict)
        payment_id = d.pop("paymentId")

        method = WithdrawalPayloadMethod(d.pop("method"))

        path = WithdrawalPayloadPath(d.pop("path"))

        received_at = datetime.datetime.fromisoformat(d.pop("receivedAt"))

        processed_at = datetime.datetime.fromisoformat(d.pop("processedAt"))

        request = PayloadRequest.from_dict(d.pop("request"))

        response = PayloadResponse.from_dict(d.pop("response"))

        withdrawal_payload = cls(
            payment_id=payment_id,
            method=method,
            path=path,
            received_at=received_at,
            processed_at=processed_at,
            request=request,
            response=response,
        )

        withdrawal_payload.additional_properties = d
        return withdrawal_payload

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
