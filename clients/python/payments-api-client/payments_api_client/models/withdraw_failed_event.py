from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.withdraw_failed_event_type import WithdrawFailedEventType

if TYPE_CHECKING:
    from ..models.pix_withdrawal import PixWithdrawal
    from ..models.usdt_withdrawal import UsdtWithdrawal


T = TypeVar("T", bound="WithdrawFailedEvent")


@_attrs_define
class WithdrawFailedEvent:
    """Designed: the body; the reference names the event only. A withdrawal failed.

    Attributes:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        type_ (WithdrawFailedEventType): Event type.
        created_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        data (PixWithdrawal | UsdtWithdrawal): A withdrawal of either kind, told apart by `method`.
    """

    id: str
    type_: WithdrawFailedEventType
    created_at: datetime.datetime
    data: PixWithdrawal | UsdtWithdrawal
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.pix_withdrawal import PixWithdrawal  # noqa: PLC0415

        id = self.id

        type_ = self.type_.value

        created_at = self.created_at.isoformat()

        data: dict[str, Any]
        if isinstance(self.data, PixWithdrawal):
            data = self.data.to_dict()
        else:
            data = self.data.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "createdAt": created_at,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pix_withdrawal import PixWithdrawal  # noqa: PLC0415
        from ..models.usdt_withdrawal import UsdtWithdrawal  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        type_ = WithdrawFailedEventType(d.pop("type"))

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        def _parse_data(data: object) -> PixWithdrawal | UsdtWithdrawal:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_withdrawal_type_0 = PixWithdrawal.from_dict(data)

                return componentsschemas_withdrawal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_withdrawal_type_1 = UsdtWithdrawal.from_dict(data)

            return componentsschemas_withdrawal_type_1

        data = _parse_data(d.pop("data"))

        withdraw_failed_event = cls(
            id=id,
            type_=type_,
            created_at=created_at,
            data=data,
        )

        withdraw_failed_event.additional_properties = d
        return withdraw_failed_event

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
