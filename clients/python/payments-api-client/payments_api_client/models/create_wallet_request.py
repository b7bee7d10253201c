from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.metadata import Metadata


T = TypeVar("T", bound="CreateWalletRequest")


@_attrs_define
class CreateWalletRequest:
    """Body of POST /v1/wallets. In `kyc` account mode `taxId`, `email` and `phone` are also required
    (a `VALIDATION_ERROR` names each one missing).

        Attributes:
            name (str): Designed: 1 to 100 characters without control characters or line separators (the name travels into
                webhook payloads and statements), stored without the spaces at either end (a name of spaces only is refused).
                From the reference: the display name.
            external_id (str | Unset): Designed: a wallet's external id, 1 to 100 characters, on one line, without control
                characters
                and without spaces at either end: ` loja-1` and `loja-1` would be two ids that look alike, and a
                retry with one would create a second wallet instead of getting the first back. The pattern names
                its characters instead of using `\\s`, `\\S` and `.`, which regex dialects read differently.
            tax_id (str | Unset): Designed: a CPF is 11 digits and a CNPJ 14 characters (the 2026 alphanumeric CNPJ has
                letters
                in its first 12), with valid check digits. From the reference: a CPF or CNPJ; requests may
                format it (`529.982.247-25`, `12.ABC.345/01DE-35`), responses carry it unformatted.
            email (str | Unset): An e-mail address.
            phone (str | Unset): Designed: a Brazilian number has an area code (DDD) of two digits 1-9 (11 to 99) and a
                number
                of 9 digits starting with 9 or of 8 digits not starting with 0 or 1. From the reference: a phone
                number; formatting characters are allowed in requests, and without a country code `+55` is
                assumed.
            metadata (Metadata | Unset): Designed: at most 50 keys at its top level (a nested object counts in the size
                only), 4 KB as
                JSON; a number in it that
                a JSON number (an IEEE 754 double) does not hold exactly (an integer beyond 2^53 such as the
                int64 id 9007199254740993, more significant digits than a double keeps, or out of range like
                `1e400`) is a VALIDATION_ERROR naming its path (`metadata.orderId`). A number a double holds
                comes back as the same double in its shortest form, perhaps written otherwise (`1e2` as `100`,
                2^60 as `1152921504606847000`): send ids and other digits that must come back as written as
                strings. From the reference: a free-form key/value object, echoed back.
    """

    name: str
    external_id: str | Unset = UNSET
    tax_id: str | Unset = UNSET
    email: str | Unset = UNSET
    phone: str | Unset = UNSET
    metadata: Metadata | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        external_id = self.external_id

        tax_id = self.tax_id

        email = self.email

        phone = self.phone

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if external_id is not UNSET:
            field_dict["externalId"] = external_id
        if tax_id is not UNSET:
            field_dict["taxId"] = tax_id
        if email is not UNSET:
            field_dict["email"] = email
        if phone is not UNSET:
            field_dict["phone"] = phone
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.metadata import Metadata  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        external_id = d.pop("externalId", UNSET)

        tax_id = d.pop("taxId", UNSET)

        email = d.pop("email", UNSET)

        phone = d.pop("phone", UNSET)

        _metadata = d.pop("metadata", UNSET)
        metadata: Metadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = Metadata.from_dict(_metadata)

        create_wallet_request = cls(
            name=name,
            external_id=external_id,
            tax_id=tax_id,
            email=email,
            phone=phone,
            metadata=metadata,
        )

        return create_wallet_request
