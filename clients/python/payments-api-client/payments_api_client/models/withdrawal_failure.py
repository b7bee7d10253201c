from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.withdrawal_failure_code import WithdrawalFailureCode

T = TypeVar("T", bound="WithdrawalFailure")


@_attrs_define
class WithdrawalFailure:
    """Designed: why a withdrawal failed.

    Attributes:
        code (WithdrawalFailureCode): Designed: causes of a failed withdrawal.

            - `PIX_KEY_DOCUMENT_MISMATCH`: `strict` was true and the key holder's document differs from `customer.document`.
            - `NETWORK_REJECTED`: The USDT network refused the transfer (in the sandbox: a transfer to the network's zero
            address).
        message (str): Portuguese text; for the strict check exactly `A chave Pix não corresponde ao documento
            informado.`
    """

    code: WithdrawalFailureCode
    message: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        message = self.message

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = WithdrawalFailureCode(d.pop("code"))

        message = d.pop("message")

        withdrawal_failure = cls(
            code=code,
            message=message,
        )

        withdrawal_failure.additional_properties = d
        return withdrawal_failure

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
