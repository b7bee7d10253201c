from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.usdt_network_input import UsdtNetworkInput
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.metadata import Metadata
    from ..models.withdrawal_customer_input import WithdrawalCustomerInput


T = TypeVar("T", bound="UsdtWithdrawalRequest")


@_attrs_define
class UsdtWithdrawalRequest:
    """Body of a USDT withdrawal (reference 4.3). Told apart from the Pix variant by `network` +
    `address`.

    Designed fees, written here: `feeAmount = max(1.000000, amount * 0.5 / 100)` rounded half-up to
    6 decimals; `networkFee` is 1.500000 USDT on TRX and 4.000000 USDT on ETH;
    `totalAmount = amount + feeAmount + networkFee` is what leaves the USDT balance (blocked at
    creation like a Pix withdrawal).

        Attributes:
            amount (float): Designed: at most 1,000,000,000 (the reference gives no maximum). From the reference: an amount
                in USDT, greater than zero, with at most 6 decimals.
            network (UsdtNetworkInput): Designed: USDT networks accepted in requests (upper case). `TRX` is TRON (TRC-20),
                addresses in
                base58check starting with `T`; `ETH` is Ethereum (ERC-20), addresses `0x` + 40 hex digits
                following EIP-55 when they mix cases.
            address (str): Designed: 26 to 64 characters, and the zero address's way to a failure: the network's zero
                address (TRX `T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb`, ETH
                `0x0000000000000000000000000000000000000000`) is accepted and then refused by the network, so
                the withdrawal ends `failed` with `NETWORK_REJECTED` and its total goes back to available (the
                sandbox's way to a USDT `WITHDRAW_FAILED`). From the reference: the destination address,
                validated for the network.
            customer (WithdrawalCustomerInput): The recipient of a withdrawal: every field is required (reference 4.2).
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
    """

    amount: float
    network: UsdtNetworkInput
    address: str
    customer: WithdrawalCustomerInput
    reference: str
    metadata: Metadata | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        network = self.network.value

        address = self.address

        customer = self.customer.to_dict()

        reference = self.reference

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
                "network": network,
                "address": address,
                "customer": customer,
                "reference": reference,
            }
        )
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.metadata import Metadata  # noqa: PLC0415
        from ..models.withdrawal_customer_input import WithdrawalCustomerInput  # noqa: PLC0415

        d = dict(src_dict)
        amount = d.pop("amount")

        network = UsdtNetworkInput(d.pop("network"))

        address = d.pop("address")

        customer = WithdrawalCustomerInput.from_dict(d.pop("customer"))

        reference = d.pop("reference")

        _metadata = d.pop("metadata", UNSET)
        metadata: Metadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = Metadata.from_dict(_metadata)

        usdt_withdrawal_request = cls(
            amount=amount,
            network=network,
            address=address,
            customer=customer,
            reference=reference,
            metadata=metadata,
        )

        return usdt_withdrawal_request
