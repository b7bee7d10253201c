from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ReceiverBankData")


@_attrs_define
class ReceiverBankData:
    """Bank account data of the receiver, with the key used.

    Attributes:
        id (str): ISPB of the institution.
        name (str): Institution name.
        agency (str): Branch.
        account (str): Account number.
        pix_key (str): The Pix key paid.
    """

    id: str
    name: str
    agency: str
    account: str
    pix_key: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        agency = self.agency

        account = self.account

        pix_key = self.pix_key

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "agency": agency,
                "account": account,
                "pixKey": pix_key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        agency = d.pop("agency")

        account = d.pop("account")

        pix_key = d.pop("pixKey")

        receiver_bank_data = cls(
            id=id,
            name=name,
            agency=agency,
            account=account,
            pix_key=pix_key,
        )

        receiver_bank_data.additional_properties = d
        return receiver_bank_data

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
