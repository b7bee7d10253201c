from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.address import Address
    from ..models.company_fees import CompanyFees
    from ..models.company_settings import CompanySettings
    from ..models.company_user import CompanyUser


T = TypeVar("T", bound="Company")


@_attrs_define
class Company:
    """The calling company.

    Attributes:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        icon (str): URL of the company's logo.
        tax_id (str): CNPJ unformatted: digits, and upper-case letters in the first 12 for the alphanumeric CNPJ (from
            2026).
        trade_name (str): Trade name (nome fantasia).
        legal_name (str): Legal name (razão social).
        email (str): Contact e-mail.
        phone (str): Contact phone, `+` and digits.
        address (Address): Postal address of a company.
        settings (CompanySettings): Access and processing settings of a company.
        fees (CompanyFees): The company's fees.
        users (list[CompanyUser]): Dashboard users.
        balance (float): A computed money value in the unit of its currency (may be zero).
        created_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        updated_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
    """

    id: str
    icon: str
    tax_id: str
    trade_name: str
    legal_name: str
    email: str
    phone: str
    address: Address
    settings: CompanySettings
    fees: CompanyFees
    users: list[CompanyUser]
    balance: float
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        icon = self.icon

        tax_id = self.tax_id

        trade_name = self.trade_name

        legal_name = self.legal_name

        email = self.email

        phone = self.phone

        address = self.address.to_dict()

        settings = self.settings.to_dict()

        fees = self.fees.to_dict()

        users = []
        for users_item_data in self.users:
            users_item = users_item_data.to_dict()
            users.append(users_item)

        balance = self.balance

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "icon": icon,
                "taxId": tax_id,
                "tradeName": trade_name,
                "legalName": legal_name,
                "email": email,
                "phone": phone,
                "address": address,
                "settings": settings,
                "fees": fees,
                "users": users,
                "balance": balance,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.address import Address  # noqa: PLC0415
        from ..models.company_fees import CompanyFees  # noqa: PLC0415
        from ..models.company_settings import CompanySettings  # noqa: PLC0415
        from ..models.company_user import CompanyUser  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        icon = d.pop("icon")

        tax_id = d.pop("taxId")

        trade_name = d.pop("tradeName")

        legal_name = d.pop("legalName")

        email = d.pop("email")

        phone = d.pop("phone")

        address = Address.from_dict(d.pop("address"))

        settings = CompanySettings.from_dict(d.pop("settings"))

        fees = CompanyFees.from_dict(d.pop("fees"))

        users = []
        _users = d.pop("users")
        for users_item_data in _users:
            users_item = CompanyUser.from_dict(users_item_data)

            users.append(users_item)

        balance = d.pop("balance")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        company = cls(
            id=id,
            icon=icon,
            tax_id=tax_id,
            trade_name=trade_name,
            legal_name=legal_name,
            email=email,
            phone=phone,
            address=address,
            settings=settings,
            fees=fees,
            users=users,
            balance=balance,
            created_at=created_at,
            updated_at=updated_at,
        )

        company.additional_properties = d
        return company

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
