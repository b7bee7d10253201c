from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.withdrawal_status import WithdrawalStatus

T = TypeVar("T", bound="PayloadResponseData")


@_attrs_define
class PayloadResponseData:
    """`id` and `status` of the withdrawal as first answered.

    Attributes:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        status (WithdrawalStatus): Designed: the withdrawal lifecycle, `pending` -> `processing` (approved,
            automatically with
            `autoApproveWithdrawals` or by the approver) -> `paid` | `failed`; `pending` -> `canceled` when
            the approver rejects it. Events `WITHDRAW_PROCESSING`, `WITHDRAW_PAID`, `WITHDRAW_FAILED`,
            `WITHDRAW_CANCELED`. From the reference: `pending` at creation, `paid` and `failed`.
    """

    id: str
    status: WithdrawalStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        status = WithdrawalStatus(d.pop("status"))

        payload_response_data = cls(
            id=id,
            status=status,
        )

        payload_response_data.additional_properties = d
        return payload_response_data

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
