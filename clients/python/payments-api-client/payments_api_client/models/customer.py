from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Customer")


@_attrs_define
class Customer:
    """A customer as the service stores and returns it.

    Attributes:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        name (str): Full name.
        document (str): CPF or CNPJ, digits only (upper-case letters for the alphanumeric CNPJ).
        email (str | Unset): Designed: e-mail, absent when the request did not give it (the reference requires it only
            of
            Pix withdrawals' recipients, so a deposit's payer may have none).
        phone (str | Unset): Designed: phone as `+` and digits, e.g. `+5511987654321`, absent when the request did not
            give it.
    """

    id: str
    name: str
    document: str
    email: str | Unset = UNSET
    phone: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        document = self.document

        email = self.email

        phone = self.phone

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "document": document,
            }
        )
        if email is not UNSET:
            field_dict["email"] = email
        if phone is not UNSET:
            field_dict["phone"] = phone

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        document = d.pop("document")

        email = d.pop("email", UNSET)

        phone = d.pop("phone", UNSET)

        customer = cls(
            id=id,
            name=name,
            document=document,
            email=email,
            phone=phone,
        )

        customer.additional_properties = d
        return customer

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
