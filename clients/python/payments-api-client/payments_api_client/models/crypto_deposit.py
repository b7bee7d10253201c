from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.crypto_deposit_asset import CryptoDepositAsset
from ..models.crypto_deposit_status import CryptoDepositStatus
from ..models.crypto_deposit_type import CryptoDepositType
from ..models.usdt_network import UsdtNetwork
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.customer import Customer
    from ..models.metadata import Metadata
    from ..models.wallet_ref import WalletRef


T = TypeVar("T", bound="CryptoDeposit")


@_attrs_define
class CryptoDeposit:
    """Designed: a USDT deposit address and what arrived there.

    Attributes:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        type_ (CryptoDepositType): Always `crypto_deposit`.
        asset (CryptoDepositAsset): Always `usdt`.
        network (UsdtNetwork): Designed: a USDT network as responses name it (lower case).
        network_name (str): Human-readable network name.
        address (str): Address to send USDT to.
        status (CryptoDepositStatus): Designed: `pending` until USDT arrives at the address, then `paid`; `expired` at
            `expiresAt`.
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
        expected_amount (float | Unset): A computed money value in the unit of its currency (may be zero).
        amount (float | Unset): A computed money value in the unit of its currency (may be zero).
        fee_amount (float | Unset): A computed money value in the unit of its currency (may be zero).
        net_amount (float | Unset): A computed money value in the unit of its currency (may be zero).
        tx_hash (str | Unset): On-chain transaction hash, once paid.
        customer (Customer | Unset): A customer as the service stores and returns it.
        wallet (WalletRef | Unset): Designed: the wallet as it appears in the payload of a payment, `{id, name,
            externalId}` (the
            reference names the `wallet` field but not its shape).
        paid_at (datetime.datetime | Unset): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
    """

    id: str
    type_: CryptoDepositType
    asset: CryptoDepositAsset
    network: UsdtNetwork
    network_name: str
    address: str
    status: CryptoDepositStatus
    metadata: Metadata
    reference: str
    expires_at: datetime.datetime
    created_at: datetime.datetime
    updated_at: datetime.datetime
    expected_amount: float | Unset = UNSET
    amount: float | Unset = UNSET
    fee_amount: float | Unset = UNSET
    net_amount: float | Unset = UNSET
    tx_hash: str | Unset = UNSET
    customer: Customer | Unset = UNSET
    wallet: WalletRef | Unset = UNSET
    paid_at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_.value

        asset = self.asset.value

        network = self.network.value

        network_name = self.network_name

        address = self.address

        status = self.status.value

        metadata = self.metadata.to_dict()

        reference = self.reference

        expires_at = self.expires_at.isoformat()

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        expected_amount = self.expected_amount

        amount = self.amount

        fee_amount = self.fee_amount

        net_amount = self.net_amount

        tx_hash = self.tx_hash

        customer: dict[str, Any] | Unset = UNSET
        if not isinstance(self.customer, Unset):
            customer = self.customer.to_dict()

        wallet: dict[str, Any] | Unset = UNSET
        if not isinstance(self.wallet, Unset):
            wallet = self.wallet.to_dict()

        paid_at: str | Unset = UNSET
        if not isinstance(self.paid_at, Unset):
            paid_at = self.paid_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "asset": asset,
                "network": network,
                "networkName": network_name,
                "address": address,
                "status": status,
                "metadata": metadata,
                "reference": reference,
                "expiresAt": expires_at,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )
        if expected_amount is not UNSET:
            field_dict["expectedAmount"] = expected_amount
        if amount is not UNSET:
            field_dict["amount"] = amount
        if fee_amount is not UNSET:
            field_dict["feeAmount"] = fee_amount
        if net_amount is not UNSET:
            field_dict["netAmount"] = net_amount
        if tx_hash is not UNSET:
            field_dict["txHash"] = tx_hash
        if customer is not UNSET:
            field_dict["customer"] = customer
        if wallet is not UNSET:
            field_dict["wallet"] = wallet
        if paid_at is not UNSET:
            field_dict["paidAt"] = paid_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.customer import Customer  # noqa: PLC0415
        from ..models.metadata import Metadata  # noqa: PLC0415
        from ..models.wallet_ref import WalletRef  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        type_ = CryptoDepositType(d.pop("type"))

        asset = CryptoDepositAsset(d.pop("asset"))

        network = UsdtNetwork(d.pop("network"))

        network_name = d.pop("networkName")

        address = d.pop("address")

        status = CryptoDepositStatus(d.pop("status"))

        metadata = Metadata.from_dict(d.pop("metadata"))

        reference = d.pop("reference")

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        expected_amount = d.pop("expectedAmount", UNSET)

        amount = d.pop("amount", UNSET)

        fee_amount = d.pop("feeAmount", UNSET)

        net_amount = d.pop("netAmount", UNSET)

        tx_hash = d.pop("txHash", UNSET)

        _customer = d.pop("customer", UNSET)
        customer: Customer | Unset
        if isinstance(_customer, Unset):
            customer = UNSET
        else:
            customer = Customer.from_dict(_customer)

        _wallet = d.pop("wallet", UNSET)
        wallet: WalletRef | Unset
        if isinstance(_wallet, Unset):
            wallet = UNSET
        else:
            wallet = WalletRef.from_dict(_wallet)

        _paid_at = d.pop("paidAt", UNSET)
        paid_at: datetime.datetime | Unset
        if isinstance(_paid_at, Unset):
            paid_at = UNSET
        else:
            paid_at = datetime.datetime.fromisoformat(_paid_at)

        crypto_deposit = cls(
            id=id,
            type_=type_,
            asset=asset,
            network=network,
            network_name=network_name,
            address=address,
            status=status,
            metadata=metadata,
            reference=reference,
            expires_at=expires_at,
            created_at=created_at,
            updated_at=updated_at,
            expected_amount=expected_amount,
            amount=amount,
            fee_amount=fee_amount,
            net_amount=net_amount,
            tx_hash=tx_hash,
            customer=customer,
            wallet=wallet,
            paid_at=paid_at,
        )

        crypto_deposit.additional_properties = d
        return crypto_deposit

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
