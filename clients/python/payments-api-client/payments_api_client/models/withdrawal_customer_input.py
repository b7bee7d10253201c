from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WithdrawalCustomerInput")


@_attrs_define
class WithdrawalCustomerInput:
    """The recipient of a withdrawal: every field is required (reference 4.2).

    Attributes:
        name (str): Designed: at most 120 characters as sent and at least 2 once trimmed (inner spaces collapse to
            one), without control characters or line separators (a name travels into statements, webhooks
            and the Pix charge).
            From the reference: a person's or company's full name.
        email (str): An e-mail address.
        phone (str): Designed: a Brazilian number has an area code (DDD) of two digits 1-9 (11 to 99) and a number
            of 9 digits starting with 9 or of 8 digits not starting with 0 or 1. From the reference: a phone
            number; formatting characters are allowed in requests, and without a country code `+55` is
            assumed.
        document (str): Designed: a CPF is 11 digits and a CNPJ 14 characters (the 2026 alphanumeric CNPJ has letters
            in its first 12), with valid check digits. From the reference: a CPF or CNPJ; requests may
            format it (`529.982.247-25`, `12.ABC.345/01DE-35`), responses carry it unformatted.
    """

    name: str
    email: str
    phone: str
    document: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        email = self.email

        phone = self.phone

        document = self.document

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "email": email,
                "phone": phone,
                "document": document,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        email = d.pop("email")

        phone = d.pop("phone")

        document = d.pop("document")

        withdrawal_customer_input = cls(
            name=name,
            email=email,
            phone=phone,
            document=document,
        )

        return withdrawal_customer_input
