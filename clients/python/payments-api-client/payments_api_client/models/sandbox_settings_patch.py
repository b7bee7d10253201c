from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SandboxSettingsPatch")


@_attrs_define
class SandboxSettingsPatch:
    """Designed: settings the sandbox lets a company change about itself.

    Attributes:
        ip_enabled (bool | Unset): Turns the IP allowlist on or off. On, it needs at least one range (sent here or
            already set):
            with none every request of the company would be refused, this switch's undoing too, so that
            is a `VALIDATION_ERROR` on `settings.ipAddresses`. Ranges that leave out the address this
            request comes from are accepted (the company may call from elsewhere), and from then on that
            address is refused (`IP_NOT_ALLOWED`), this switch's undoing included: try the allowlist on a
            company made with POST /v1/sandbox/companies, not on the one you work with.
        ip_addresses (list[str] | Unset): Allowed client ranges, CIDR (IPv4 or IPv6). A single address is taken as its
            `/32` or `/128` range and shown so.
        auto_approve_withdrawals (bool | Unset): Whether withdrawals go to processing without approval.
    """

    ip_enabled: bool | Unset = UNSET
    ip_addresses: list[str] | Unset = UNSET
    auto_approve_withdrawals: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ip_enabled = self.ip_enabled

        ip_addresses: list[str] | Unset = UNSET
        if not isinstance(self.ip_addresses, Unset):
            ip_addresses = self.ip_addresses

        auto_approve_withdrawals = self.auto_approve_withdrawals

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if ip_enabled is not UNSET:
            field_dict["ipEnabled"] = ip_enabled
        if ip_addresses is not UNSET:
            field_dict["ipAddresses"] = ip_addresses
        if auto_approve_withdrawals is not UNSET:
            field_dict["autoApproveWithdrawals"] = auto_approve_withdrawals

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ip_enabled = d.pop("ipEnabled", UNSET)

        ip_addresses = cast(list[str], d.pop("ipAddresses", UNSET))

        auto_approve_withdrawals = d.pop("autoApproveWithdrawals", UNSET)

        sandbox_settings_patch = cls(
            ip_enabled=ip_enabled,
            ip_addresses=ip_addresses,
            auto_approve_withdrawals=auto_approve_withdrawals,
        )

        return sandbox_settings_patch
