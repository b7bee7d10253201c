from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.pix_withdrawal import PixWithdrawal
    from ..models.usdt_withdrawal import UsdtWithdrawal


T = TypeVar("T", bound="WithdrawalResponse")


@_attrs_define
class WithdrawalResponse:
    """A successful answer: `success` is true and `data` holds the result.

    Attributes:
        success (bool): Always `true` on success.
        data (PixWithdrawal | UsdtWithdrawal): A withdrawal of either kind, told apart by `method`.
    """

    success: bool
    data: PixWithdrawal | UsdtWithdrawal
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.pix_withdrawal import PixWithdrawal  # noqa: PLC0415

        success = self.success

        data: dict[str, Any]
        if isinstance(self.data, PixWithdrawal):
            data = self.data.to_dict()
        else:
            data = self.data.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "success": success,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pix_withdrawal import PixWithdrawal  # noqa: PLC0415
        from ..models.usdt_withdrawal import UsdtWithdrawal  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

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

        withdrawal_response = cls(
            success=success,
            data=data,
        )

        withdrawal_response.additional_properties = d
        return withdrawal_response

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
