from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.pix_withdrawal import PixWithdrawal
    from ..models.usdt_withdrawal import UsdtWithdrawal


T = TypeVar("T", bound="WithdrawalPage")


@_attrs_define
class WithdrawalPage:
    """A page of a listing.

    Attributes:
        items (list[PixWithdrawal | UsdtWithdrawal]): The items of this page, newest first.
        total (int): Number of items matching the filters, across all pages.
        page (int): This page's number, from 1.
        limit (int): Items per page.
    """

    items: list[PixWithdrawal | UsdtWithdrawal]
    total: int
    page: int
    limit: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.pix_withdrawal import PixWithdrawal  # noqa: PLC0415

        items = []
        for items_item_data in self.items:
            items_item: dict[str, Any]
            if isinstance(items_item_data, PixWithdrawal):
                items_item = items_item_data.to_dict()
            else:
                items_item = items_item_data.to_dict()

            items.append(items_item)

        total = self.total

        page = self.page

        limit = self.limit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "items": items,
                "total": total,
                "page": page,
                "limit": limit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pix_withdrawal import PixWithdrawal  # noqa: PLC0415
        from ..models.usdt_withdrawal import UsdtWithdrawal  # noqa: PLC0415

        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:

            def _parse_items_item(data: object) -> PixWithdrawal | UsdtWithdrawal:
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

            items_item = _parse_items_item(items_item_data)

            items.append(items_item)

        total = d.pop("total")

        page = d.pop("page")

        limit = d.pop("limit")

        withdrawal_page = cls(
            items=items,
            total=total,
            page=page,
            limit=limit,
        )

        withdrawal_page.additional_properties = d
        return withdrawal_page

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
