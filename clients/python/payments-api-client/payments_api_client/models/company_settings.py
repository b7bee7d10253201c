from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.wallet_mode import WalletMode

T = TypeVar("T", bound="CompanySettings")


@_attrs_define
class CompanySettings:
    """Access and processing settings of a company.

    Attributes:
        ip_enabled (bool): When true, requests are accepted only from `ipAddresses`.
        ip_addresses (list[str]): Allowed client ranges in CIDR notation, IPv4 or IPv6 (e.g. `203.0.113.0/24`,
            `2001:db8::/32`).
        auto_approve_withdrawals (bool): Designed: read when each withdrawal is created. Turning it on does not approve
            withdrawals
            already waiting (they still need their approval), and turning it off does not hold back
            those created while it was on. From the reference: when true withdrawals go to processing on
            their own; when false they wait for approval.
        wallets_enabled (bool): Designed: the wallet feature is enabled for the account (by the operator).
        wallet_mode (WalletMode): Designed: how wallets are opened. `simple`: created ready to use; `kyc`: verified by
            the holder first.
    """

    ip_enabled: bool
    ip_addresses: list[str]
    auto_approve_withdrawals: bool
    wallets_enabled: bool
    wallet_mode: WalletMode
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ip_enabled = self.ip_enabled

        ip_addresses = self.ip_addresses

        auto_approve_withdrawals = self.auto_approve_withdrawals

        wallets_enabled = self.wallets_enabled

        wallet_mode = self.wallet_mode.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ipEnabled": ip_enabled,
                "ipAddresses": ip_addresses,
                "autoApproveWithdrawals": auto_approve_withdrawals,
                "walletsEnabled": wallets_enabled,
                "walletMode": wallet_mode,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ip_enabled = d.pop("ipEnabled")

        ip_addresses = cast(list[str], d.pop("ipAddresses"))

        auto_approve_withdrawals = d.pop("autoApproveWithdrawals")

        wallets_enabled = d.pop("walletsEnabled")

        wallet_mode = WalletMode(d.pop("walletMode"))

        company_settings = cls(
            ip_enabled=ip_enabled,
            ip_addresses=ip_addresses,
            auto_approve_withdrawals=auto_approve_withdrawals,
            wallets_enabled=wallets_enabled,
            wallet_mode=wallet_mode,
        )

        company_settings.additional_properties = d
        return company_settings

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
