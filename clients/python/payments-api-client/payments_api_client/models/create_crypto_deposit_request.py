from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.usdt_network_input import UsdtNetworkInput
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.charge_customer_input import ChargeCustomerInput
    from ..models.metadata import Metadata


T = TypeVar("T", bound="CreateCryptoDepositRequest")


@_attrs_define
class CreateCryptoDepositRequest:
    """Designed: body of POST /v1/crypto-deposits. The service answers with a fresh address on the
    network; USDT received there is credited to the account's USDT balance (no service fee).
    Idempotent by `reference` like deposits.

        Attributes:
            network (UsdtNetworkInput): Designed: USDT networks accepted in requests (upper case). `TRX` is TRON (TRC-20),
                addresses in
                base58check starting with `T`; `ETH` is Ethereum (ERC-20), addresses `0x` + 40 hex digits
                following EIP-55 when they mix cases.
            reference (str): Designed: 1 to 100 characters of `A-Z`, `a-z`, `0-9`, `.`, `_`, `:` and `-`, so it can travel
                in URLs and logs unchanged (the reference says only "string"), unique within an account: the
                company's main account, or the wallet named by X-Api-Wallet (each wallet of a marketplace may
                use its own order numbers). From the reference: a client-chosen identifier, unique for its kind
                of resource.
            expected_amount (float | Unset): Designed: at most 1,000,000,000 (the reference gives no maximum). From the
                reference: an amount in USDT, greater than zero, with at most 6 decimals.
            customer (ChargeCustomerInput | Unset): Designed: `name` and `document` of the payer of a deposit or conversion
                are required (the Pix
                charge names its debtor), `email` and `phone` are optional.
            metadata (Metadata | Unset): Designed: at most 50 keys at its top level (a nested object counts in the size
                only), 4 KB as
                JSON; a number in it that
                a JSON number (an IEEE 754 double) does not hold exactly (an integer beyond 2^53 such as the
                int64 id 9007199254740993, more significant digits than a double keeps, or out of range like
                `1e400`) is a VALIDATION_ERROR naming its path (`metadata.orderId`). A number a double holds
                comes back as the same double in its shortest form, perhaps written otherwise (`1e2` as `100`,
                2^60 as `1152921504606847000`): send ids and other digits that must come back as written as
                strings. From the reference: a free-form key/value object, echoed back.
            expires_in (int | Unset): Seconds the address stays assigned, 600 to 604800 (default 86400). Default: 86400.
    """

    network: UsdtNetworkInput
    reference: str
    expected_amount: float | Unset = UNSET
    customer: ChargeCustomerInput | Unset = UNSET
    metadata: Metadata | Unset = UNSET
    expires_in: int | Unset = 86400

    def to_dict(self) -> dict[str, Any]:
        network = self.network.value

        reference = self.reference

        expected_amount = self.expected_amount

        customer: dict[str, Any] | Unset = UNSET
        if not isinstance(self.customer, Unset):
            customer = self.customer.to_dict()

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        expires_in = self.expires_in

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "network": network,
                "reference": reference,
            }
        )
        if expected_amount is not UNSET:
            field_dict["expectedAmount"] = expected_amount
        if customer is not UNSET:
            field_dict["customer"] = customer
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
        network = UsdtNetworkInput(d.pop("network"))

        reference = d.pop("reference")

        expected_amount = d.pop("expectedAmount", UNSET)

        _customer = d.pop("customer", UNSET)
        customer: ChargeCustomerInput | Unset
        if isinstance(_customer, Unset):
            customer = UNSET
        else:
            customer = ChargeCustomerInput.from_dict(_customer)

        _metadata = d.pop("metadata", UNSET)
        metadata: Metadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = Metadata.from_dict(_metadata)

        expires_in = d.pop("expiresIn", UNSET)

        create_crypto_deposit_request = cls(
            network=network,
            reference=reference,
            expected_amount=expected_amount,
            customer=customer,
            metadata=metadata,
            expires_in=expires_in,
        )

        return create_crypto_deposit_request
