from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.bank_data import BankData


T = TypeVar("T", bound="WithdrawalPayer")


@_attrs_define
class WithdrawalPayer:
    """Who paid a withdrawal.

    Attributes:
        full_name (str): Name of the paying account holder.
        document (str): CPF or CNPJ of the paying account holder, digits only.
        bank_data (BankData): Bank account data of a Pix participant.
    """

    full_name: str
    document: str
    bank_data: BankData
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        full_name = self.full_name

        document = self.document

        bank_data = self.bank_data.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "fullName": full_name,
                "document": document,
                "bankData": bank_data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bank_data import BankData  # noqa: PLC0415

        d = dict(src_dict)
        full_name = d.pop("fullName")

        document = d.pop("document")

        bank_data = BankData.from_dict(d.pop("bankData"))

        withdrawal_payer = cls(
            full_name=full_name,
            document=document,
            bank_data=bank_data,
        )

        withdrawal_payer.additional_properties = d
        return withdrawal_payer

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
