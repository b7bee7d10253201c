from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ChargeCustomerInput")


@_attrs_define
class ChargeCustomerInput:
    """Designed: `name` and `document` of the payer of a deposit or conversion are required (the Pix
    charge names its debtor), `email` and `phone` are optional.

        Attributes:
            name (str): Designed: at most 120 characters as sent and at least 2 once trimmed (inner spaces collapse to
                one), without control characters or line separators (a name travels into statements, webhooks
                and the Pix charge).
                From the reference: a person's or company's full name.
            document (str): Designed: a CPF is 11 digits and a CNPJ 14 characters (the 2026 alphanumeric CNPJ has letters
                in its first 12), with valid check digits. From the reference: a CPF or CNPJ; requests may
                format it (`529.982.247-25`, `12.ABC.345/01DE-35`), responses carry it unformatted.
            email (str | Unset): An e-mail address.
            phone (str | Unset): Designed: a Brazilian number has an area code (DDD) of two digits 1-9 (11 to 99) and a
                number
                of 9 digits starting with 9 or of 8 digits not starting with 0 or 1. From the reference: a phone
                number; formatting characters are allowed in requests, and without a country code `+55` is
                assumed.
    """

    name: str
    document: str
    email: str | Unset = UNSET
    phone: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        document = self.document

        email = self.email

        phone = self.phone

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
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
        name = d.pop("name")

        document = d.pop("document")

        email = d.pop("email", UNSET)

        phone = d.pop("phone", UNSET)

        charge_customer_input = cls(
            name=name,
            document=document,
            email=email,
            phone=phone,
        )

        return charge_customer_input
