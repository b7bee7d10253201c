from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SandboxPixKeyRequest")


@_attrs_define
class SandboxPixKeyRequest:
    """Designed: body of POST /v1/sandbox/pix-keys.

    Attributes:
        key (str): A Pix key: CPF or CNPJ with valid check digits (formatting allowed), e-mail, phone (`+55`, the
            two-digit area code and 8 or 9 digits; formatting allowed; designed: the area code is 11 to 99
            with no 0 in it, and the number one that can exist, 9 digits starting with 9 or 8 digits not
            starting with 0 or 1), or random key (EVP, a UUID).
            Responses return it without formatting: a CPF or CNPJ without dots, slash or dash, a phone as
            `+` and digits; designed: an e-mail or random key in lower case, as the Pix directory keeps
            them, and at most 77 characters (the longest Pix key, an e-mail).
        name (str): Designed: at most 120 characters as sent and at least 2 once trimmed (inner spaces collapse to
            one), without control characters or line separators (a name travels into statements, webhooks
            and the Pix charge).
            From the reference: a person's or company's full name.
        document (str): Designed: a CPF is 11 digits and a CNPJ 14 characters (the 2026 alphanumeric CNPJ has letters
            in its first 12), with valid check digits. From the reference: a CPF or CNPJ; requests may
            format it (`529.982.247-25`, `12.ABC.345/01DE-35`), responses carry it unformatted.
    """

    key: str
    name: str
    document: str

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        name = self.name

        document = self.document

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key": key,
                "name": name,
                "document": document,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        name = d.pop("name")

        document = d.pop("document")

        sandbox_pix_key_request = cls(
            key=key,
            name=name,
            document=document,
        )

        return sandbox_pix_key_request
