from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.usdt_network import UsdtNetwork
from ..models.withdrawal_method import WithdrawalMethod
from ..types import UNSET, Unset

T = TypeVar("T", bound="PayloadRequest")


@_attrs_define
class PayloadRequest:
    """The request as it was received, with the Pix key masked.

    Attributes:
        amount (float): A computed money value in the unit of its currency (may be zero).
        method (WithdrawalMethod): The kind of a withdrawal.
        reference (str): The client's reference.
        pix_key (str | Unset): The Pix key with all but its last four characters masked, e.g.
            `********************.com`.
        network (UsdtNetwork | Unset): Designed: a USDT network as responses name it (lower case).
        address (str | Unset): Designed: the address of a USDT withdrawal, masked like the Pix key.
    """

    amount: float
    method: WithdrawalMethod
    reference: str
    pix_key: str | Unset = UNSET
    network: UsdtNetwork | Unset = UNSET
    address: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        method = self.method.value

        reference = self.reference

        pix_key = self.pix_key

        network: str | Unset = UNSET
        if not isinstance(self.network, Unset):
            network = self.network.value

        address = self.address

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "method": method,
                "reference": reference,
            }
        )
        if pix_key is not UNSET:
            field_dict["pixKey"] = pix_key
        if network is not UNSET:
            field_dict["network"] = network
        if address is not UNSET:
            field_dict["address"] = address

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        method = WithdrawalMethod(d.pop("method"))

        reference = d.pop("reference")

        pix_key = d.pop("pixKey", UNSET)

        _network = d.pop("network", UNSET)
        network: UsdtNetwork | Unset
        if isinstance(_network, Unset):
            network = UNSET
        else:
            network = UsdtNetwork(_network)

        address = d.pop("address", UNSET)

        payload_request = cls(
            amount=amount,
            method=method,
            reference=reference,
            pix_key=pix_key,
            network=network,
            address=address,
        )

        payload_request.additional_properties = d
        return payload_request

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
