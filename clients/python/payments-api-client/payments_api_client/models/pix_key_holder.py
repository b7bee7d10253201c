from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.pix_key_type import PixKeyType

T = TypeVar("T", bound="PixKeyHolder")


@_attrs_define
class PixKeyHolder:
    """Designed: a holder in the sandbox Pix directory. A CPF or CNPJ key not registered resolves to a
    holder with that document; other keys not registered resolve to a holder with the withdrawal's
    `customer.document`.

        Attributes:
            key (str): The key, unformatted.
            key_type (PixKeyType): Designed: kinds of Pix key.
            name (str): Full name of the holder.
            document (str): CPF or CNPJ of the holder, digits only.
    """

    key: str
    key_type: PixKeyType
    name: str
    document: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        key_type = self.key_type.value

        name = self.name

        document = self.document

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "key": key,
                "keyType": key_type,
                "name": name,
                "document": document,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        key_type = PixKeyType(d.pop("keyType"))

        name = d.pop("name")

        document = d.pop("document")

        pix_key_holder = cls(
            key=key,
            key_type=key_type,
            name=name,
            document=document,
        )

        pix_key_holder.additional_properties = d
        return pix_key_holder

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
