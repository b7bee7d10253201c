from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.conversion_asset import ConversionAsset
from ..models.conversion_currency import ConversionCurrency
from ..models.conversion_method import ConversionMethod
from ..models.conversion_status import ConversionStatus
from ..models.conversion_type import ConversionType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.conversion_crypto import ConversionCrypto
    from ..models.conversion_pix import ConversionPix
    from ..models.customer import Customer
    from ..models.metadata import Metadata
    from ..models.wallet_ref import WalletRef


T = TypeVar("T", bound="Conversion")


@_attrs_define
class Conversion:
    """A Pix-to-USDT conversion.

    Attributes:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        type_ (ConversionType): Always `conversion`.
        asset (ConversionAsset): Always `usdt`.
        method (ConversionMethod): Always `pix`.
        status (ConversionStatus): Designed: the conversion lifecycle past creation, `pending` -> `processing` when the
            Pix
            charge is paid (USDT being sent) -> `completed` when the USDT is delivered, or `failed` (the BRL
            net amount is then credited to the account); `pending` -> `expired` at `expiresAt`. Events
            `CONVERSION_PROCESSING`, `CONVERSION_COMPLETED`, `CONVERSION_FAILED`, `CONVERSION_EXPIRED`.
            From the reference: `pending` at creation.
        currency (ConversionCurrency): How `amount` of a conversion request is read.

            - `BRL`: `amount` is the BRL value of the Pix charge.
            - `USDT`: `amount` is the USDT quantity to be received.
        customer (Customer): A customer as the service stores and returns it.
        pix (ConversionPix): The Pix leg: the charge the payer pays, BRL.
        crypto (ConversionCrypto): The USDT leg: what is bought and delivered.
        metadata (Metadata): Designed: at most 50 keys at its top level (a nested object counts in the size only), 4 KB
            as
            JSON; a number in it that
            a JSON number (an IEEE 754 double) does not hold exactly (an integer beyond 2^53 such as the
            int64 id 9007199254740993, more significant digits than a double keeps, or out of range like
            `1e400`) is a VALIDATION_ERROR naming its path (`metadata.orderId`). A number a double holds
            comes back as the same double in its shortest form, perhaps written otherwise (`1e2` as `100`,
            2^60 as `1152921504606847000`): send ids and other digits that must come back as written as
            strings. From the reference: a free-form key/value object, echoed back.
        reference (str): The client's unique id, echoed.
        expires_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        created_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        updated_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        wallet (WalletRef | Unset): Designed: the wallet as it appears in the payload of a payment, `{id, name,
            externalId}` (the
            reference names the `wallet` field but not its shape).
    """

    id: str
    type_: ConversionType
    asset: ConversionAsset
    method: ConversionMethod
    status: ConversionStatus
    currency: ConversionCurrency
    customer: Customer
    pix: ConversionPix
    crypto: ConversionCrypto
    metadata: Metadata
    reference: str
    expires_at: datetime.datetime
    created_at: datetime.datetime
    updated_at: datetime.datetime
    wallet: WalletRef | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_.value

        asset = self.asset.value

        method = self.method.value

        status = self.status.value

        currency = self.currency.value

        customer = self.customer.to_dict()

        pix = self.pix.to_dict()

        crypto = self.crypto.to_dict()

        metadata = self.metadata.to_dict()

        reference = self.reference

        expires_at = self.expires_at.isoformat()

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        wallet: dict[str, Any] | Unset = UNSET
        if not isinstance(self.wallet, Unset):
            wallet = self.wallet.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "asset": asset,
                "method": method,
                "status": status,
                "currency": currency,
                "customer": customer,
                "pix": pix,
                "crypto": crypto,
                "metadata": metadata,
                "reference": reference,
                "expiresAt": expires_at,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )
        if wallet is not UNSET:
            field_dict["wallet"] = wallet

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.conversion_crypto import ConversionCrypto  # noqa: PLC0415
        from ..models.conversion_pix import ConversionPix  # noqa: PLC0415
        from ..models.customer import Customer  # noqa: PLC0415
        from ..models.metadata import Metadata  # noqa: PLC0415
        from ..models.wallet_ref import WalletRef  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        type_ = ConversionType(d.pop("type"))

        asset = ConversionAsset(d.pop("asset"))

        method = ConversionMethod(d.pop("method"))

        status = ConversionStatus(d.pop("status"))

        currency = ConversionCurrency(d.pop("currency"))

        customer = Customer.from_dict(d.pop("customer"))

        pix = ConversionPix.from_dict(d.pop("pix"))

        crypto = ConversionCrypto.from_dict(d.pop("crypto"))

        metadata = Metadata.from_dict(d.pop("metadata"))

        reference = d.pop("reference")

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        _wallet = d.pop("wallet", UNSET)
        wallet: WalletRef | Unset
        if isinstance(_wallet, Unset):
            wallet = UNSET
        else:
            wallet = WalletRef.from_dict(_wallet)

        conversion = cls(
            id=id,
            type_=type_,
            asset=asset,
            method=method,
            status=status,
            currency=currency,
            customer=customer,
            pix=pix,
            crypto=crypto,
            metadata=metadata,
            reference=reference,
            expires_at=expires_at,
            created_at=created_at,
            updated_at=updated_at,
            wallet=wallet,
        )

        conversion.additional_properties = d
        return conversion

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
