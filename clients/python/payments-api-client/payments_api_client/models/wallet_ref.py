from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="WalletRef")


@_attrs_define
class WalletRef:
    """Designed: the wallet as it appears in the payload of a payment, `{id, name, externalId}` (the
    reference names the `wallet` field but not its shape).

        Attributes:
            id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
            name (str): Its display name.
            external_id (str | Unset): Its external id, when it has one.
    """

    id: str
    name: str
    external_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        external_id = self.external_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
            }
        )
        if external_id is not UNSET:
            field_dict["externalId"] = external_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        external_id = d.pop("externalId", UNSET)

        wallet_ref = cls(
            id=id,
            name=name,
            external_id=external_id,
        )

        wallet_ref.additional_properties = d
        return wallet_ref

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
