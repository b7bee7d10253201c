from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.conversion_asset_input import ConversionAssetInput
from ..models.conversion_currency import ConversionCurrency
from ..models.conversion_method_input import ConversionMethodInput
from ..models.usdt_network_input import UsdtNetworkInput
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.charge_customer_input import ChargeCustomerInput
    from ..models.metadata import Metadata


T = TypeVar("T", bound="CreateConversionRequest")


@_attrs_define
class CreateConversionRequest:
    """Body of POST /v1/conversions (reference 4.4).

    1. `currency` = `BRL`: `amount` is the BRL value of the Pix charge, and the charge equals
    `amount` exactly; the USDT received is computed from the quotation at the time of the request.
    2. `currency` = `USDT`: `amount` is the exact USDT quantity to be received (`crypto.netAmount`
    equals it); the BRL value of the charge is computed from the quotation at the time of the
    request.

    Designed arithmetic (integer units, written here): `pix.feeAmount` follows the company's
    deposit fee schedule and `pix.netAmount = pix.amount - pix.feeAmount`;
    `crypto.feeAmount = crypto.amount * 0.5 / 100` rounded half-up to 6 decimals;
    `crypto.networkFee` is 1.500000 on TRX and 4.000000 on ETH;
    `crypto.netAmount = crypto.amount - crypto.feeAmount - crypto.networkFee`. With `BRL`,
    `crypto.amount` is the USDT bought with `pix.netAmount` at `crypto.price` (rounded down to 6
    decimals). With `USDT`, `crypto.amount` is the smallest amount whose `crypto.netAmount` is
    `amount`, and the charge is the smallest BRL amount whose net covers `crypto.amount` at the
    price (rounded up to the centavo), so the net may be worth up to a centavo more than
    `crypto.amount`. A conversion whose `crypto.netAmount` would not be positive is a
    `VALIDATION_ERROR` on `amount`. Designed: so is one whose Pix charge (`pix.amount`) would
    exceed R$ 10,000,000 (the most a deposit may be: with `USDT`, above about 1,800,000 USDT at a
    price of 5.42), or whose `crypto.amount` would exceed 1,000,000,000 USDT (possible only at a
    sandbox price near zero).

        Attributes:
            asset (ConversionAssetInput): Asset accepted in a conversion request.
            method (ConversionMethodInput): Payment method accepted in a conversion request.
            network (UsdtNetworkInput): Designed: USDT networks accepted in requests (upper case). `TRX` is TRON (TRC-20),
                addresses in
                base58check starting with `T`; `ETH` is Ethereum (ERC-20), addresses `0x` + 40 hex digits
                following EIP-55 when they mix cases.
            address (str): Designed: 26 to 64 characters; the network's zero address (as for a USDT withdrawal) is
                accepted and then refused by the network: the conversion ends `failed` and its BRL net amount
                is credited back, whatever outcome the sandbox asked for. From the reference: the destination
                blockchain address, validated for the network.
            amount (float): Designed: at most 10,000,000, and the Pix charge it comes to at most R$ 10,000,000 (see the
                model). From the reference: the meaning depends on `currency`, BRL (<= 2 decimals) or USDT
                (<= 6 decimals).
            currency (ConversionCurrency): How `amount` of a conversion request is read.

                - `BRL`: `amount` is the BRL value of the Pix charge.
                - `USDT`: `amount` is the USDT quantity to be received.
            customer (ChargeCustomerInput): Designed: `name` and `document` of the payer of a deposit or conversion are
                required (the Pix
                charge names its debtor), `email` and `phone` are optional.
            reference (str): Designed: 1 to 100 characters of `A-Z`, `a-z`, `0-9`, `.`, `_`, `:` and `-`, so it can travel
                in URLs and logs unchanged (the reference says only "string"), unique within an account: the
                company's main account, or the wallet named by X-Api-Wallet (each wallet of a marketplace may
                use its own order numbers). From the reference: a client-chosen identifier, unique for its kind
                of resource.
            metadata (Metadata | Unset): Designed: at most 50 keys at its top level (a nested object counts in the size
                only), 4 KB as
                JSON; a number in it that
                a JSON number (an IEEE 754 double) does not hold exactly (an integer beyond 2^53 such as the
                int64 id 9007199254740993, more significant digits than a double keeps, or out of range like
                `1e400`) is a VALIDATION_ERROR naming its path (`metadata.orderId`). A number a double holds
                comes back as the same double in its shortest form, perhaps written otherwise (`1e2` as `100`,
                2^60 as `1152921504606847000`): send ids and other digits that must come back as written as
                strings. From the reference: a free-form key/value object, echoed back.
            expires_in (int | Unset): Designed: seconds until the Pix charge expires, 60 to 86400 (default 3600). Default:
                3600.
    """

    asset: ConversionAssetInput
    method: ConversionMethodInput
    network: UsdtNetworkInput
    address: str
    amount: float
    currency: ConversionCurrency
    customer: ChargeCustomerInput
    reference: str
    metadata: Metadata | Unset = UNSET
    expires_in: int | Unset = 3600

    def to_dict(self) -> dict[str, Any]:
        asset = self.asset.value

        method = self.method.value

        network = self.network.value

        address = self.address

        amount = self.amount

        currency = self.currency.value

        customer = self.customer.to_dict()

        reference = self.reference

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        expires_in = self.expires_in

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "asset": asset,
                "method": method,
                "network": network,
                "address": address,
                "amount": amount,
                "currency": currency,
                "customer": customer,
                "reference": reference,
            }
        )
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if expires_in is not UNSET:
            field_dict["expiresIn"] = expires_in

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.charge_customer_input import ChargeCustomerInput  # noqa: PLC0415
        from ..models.metadata import Metadata  # noqa: PLC0415

        d = dict(src_dict)
        asset = ConversionAssetInput(d.pop("asset"))

        method = ConversionMethodInput(d.pop("method"))

        network = UsdtNetworkInput(d.pop("network"))

        address = d.pop("address")

        amount = d.pop("amount")

        currency = ConversionCurrency(d.pop("currency"))

        customer = ChargeCustomerInput.from_dict(d.pop("customer"))

        reference = d.pop("reference")

        _metadata = d.pop("metadata", UNSET)
        metadata: Metadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = Metadata.from_dict(_metadata)

        expires_in = d.pop("expiresIn", UNSET)

        create_conversion_request = cls(
            asset=asset,
            method=method,
            network=network,
            address=address,
            amount=amount,
            currency=currency,
            customer=customer,
            reference=reference,
            metadata=metadata,
            expires_in=expires_in,
        )

        return create_conversion_request
