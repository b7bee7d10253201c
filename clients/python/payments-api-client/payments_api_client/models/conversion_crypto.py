from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.conversion_crypto_asset import ConversionCryptoAsset
from ..models.conversion_crypto_status import ConversionCryptoStatus
from ..models.usdt_network import UsdtNetwork
from ..types import UNSET, Unset

T = TypeVar("T", bound="ConversionCrypto")


@_attrs_define
class ConversionCrypto:
    """The USDT leg: what is bought and delivered.

    Attributes:
        asset (ConversionCryptoAsset): `usdt`.
        price (float): USDT/BRL quotation used (BRL per USDT).
        address (str): Destination address.
        status (ConversionCryptoStatus): Designed: the USDT leg of a conversion is `processing` while the USDT is sent,
            then `sent` or
            `failed`; `expired` when the charge expired unpaid, so no USDT was ever bought. From the
            reference: `pending` until the Pix charge is paid.
        amount (float): A computed money value in the unit of its currency (may be zero).
        fee_amount (float): A computed money value in the unit of its currency (may be zero).
        net_amount (float): A computed money value in the unit of its currency (may be zero).
        network (UsdtNetwork): Designed: a USDT network as responses name it (lower case).
        network_fee (float): A computed money value in the unit of its currency (may be zero).
        network_name (str): Human-readable network name, e.g. `Tron (TRC-20)`.
        tx_hash (str | Unset): Designed: on-chain transaction hash, once sent.
    """

    asset: ConversionCryptoAsset
    price: float
    address: str
    status: ConversionCryptoStatus
    amount: float
    fee_amount: float
    net_amount: float
    network: UsdtNetwork
    network_fee: float
    network_name: str
    tx_hash: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        asset = self.asset.value

        price = self.price

        address = self.address

        status = self.status.value

        amount = self.amount

        fee_amount = self.fee_amount

        net_amount = self.net_amount

        network = self.network.value

        network_fee = self.network_fee

        network_name = self.network_name

        tx_hash = self.tx_hash

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "asset": asset,
                "price": price,
                "address": address,
                "status": status,
                "amount": amount,
                "feeAmount": fee_amount,
                "netAmount": net_amount,
                "network": network,
                "networkFee": network_fee,
                "networkName": network_name,
            }
        )
        if tx_hash is not UNSET:
            field_dict["txHash"] = tx_hash

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        asset = ConversionCryptoAsset(d.pop("asset"))

        price = d.pop("price")

        address = d.pop("address")

        status = ConversionCryptoStatus(d.pop("status"))

        amount = d.pop("amount")

        fee_amount = d.pop("feeAmount")

        net_amount = d.pop("netAmount")

        network = UsdtNetwork(d.pop("network"))

        network_fee = d.pop("networkFee")

        network_name = d.pop("networkName")

        tx_hash = d.pop("txHash", UNSET)

        conversion_crypto = cls(
            asset=asset,
            price=price,
            address=address,
            status=status,
            amount=amount,
            fee_amount=fee_amount,
            net_amount=net_amount,
            network=network,
            network_fee=network_fee,
            network_name=network_name,
            tx_hash=tx_hash,
        )

        conversion_crypto.additional_properties = d
        return conversion_crypto

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
