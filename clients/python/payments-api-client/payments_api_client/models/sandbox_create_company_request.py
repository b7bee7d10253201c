from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SandboxCreateCompanyRequest")


@_attrs_define
class SandboxCreateCompanyRequest:
    """Designed: body of POST /v1/sandbox/companies.

    Attributes:
        trade_name (str): Designed: at most 120 characters as sent and at least 2 once trimmed (inner spaces collapse to
            one), without control characters or line separators (a name travels into statements, webhooks
            and the Pix charge).
            From the reference: a person's or company's full name.
        legal_name (str | Unset): Designed: at most 120 characters as sent and at least 2 once trimmed (inner spaces
            collapse to
            one), without control characters or line separators (a name travels into statements, webhooks
            and the Pix charge).
            From the reference: a person's or company's full name.
        tax_id (str | Unset): Designed: a CPF is 11 digits and a CNPJ 14 characters (the 2026 alphanumeric CNPJ has
            letters
            in its first 12), with valid check digits. From the reference: a CPF or CNPJ; requests may
            format it (`529.982.247-25`, `12.ABC.345/01DE-35`), responses carry it unformatted.
        email (str | Unset): An e-mail address.
    """

    trade_name: str
    legal_name: str | Unset = UNSET
    tax_id: str | Unset = UNSET
    email: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        trade_name = self.trade_name

        legal_name = self.legal_name

        tax_id = self.tax_id

        email = self.email

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tradeName": trade_name,
            }
        )
        if legal_name is not UNSET:
            field_dict["legalName"] = legal_name
        if tax_id is not UNSET:
            field_dict["taxId"] = tax_id
        if email is not UNSET:
            field_dict["email"] = email

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        trade_name = d.pop("tradeName")

        legal_name = d.pop("legalName", UNSET)

        tax_id = d.pop("taxId", UNSET)

        email = d.pop("email", UNSET)

        sandbox_create_company_request = cls(
            trade_name=trade_name,
            legal_name=legal_name,
            tax_id=tax_id,
            email=email,
        )

        return sandbox_create_company_request
