from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.wallet_mode import WalletMode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sandbox_fees_patch import SandboxFeesPatch
    from ..models.sandbox_settings_patch import SandboxSettingsPatch


T = TypeVar("T", bound="SandboxUpdateCompanyRequest")


@_attrs_define
class SandboxUpdateCompanyRequest:
    """Designed: body of PATCH /v1/sandbox/company; only the fields sent change.

    Attributes:
        settings (SandboxSettingsPatch | Unset): Designed: settings the sandbox lets a company change about itself.
        fees (SandboxFeesPatch | Unset): Designed: fees the sandbox lets a company change.
        wallets_enabled (bool | Unset): Turns the wallet feature on or off for the account.
        wallet_mode (WalletMode | Unset): Designed: how wallets are opened. `simple`: created ready to use; `kyc`:
            verified by the holder first.
        usdt_price (float | Unset): USDT/BRL price (BRL per USDT) quoted to this company's conversions, up to 8
            decimals.
    """

    settings: SandboxSettingsPatch | Unset = UNSET
    fees: SandboxFeesPatch | Unset = UNSET
    wallets_enabled: bool | Unset = UNSET
    wallet_mode: WalletMode | Unset = UNSET
    usdt_price: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        settings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.settings, Unset):
            settings = self.settings.to_dict()

        fees: dict[str, Any] | Unset = UNSET
        if not isinstance(self.fees, Unset):
            fees = self.fees.to_dict()

        wallets_enabled = self.wallets_enabled

        wallet_mode: str | Unset = UNSET
        if not isinstance(self.wallet_mode, Unset):
            wallet_mode = self.wallet_mode.value

        usdt_price = self.usdt_price

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if settings is not UNSET:
            field_dict["settings"] = settings
        if fees is not UNSET:
            field_dict["fees"] = fees
        if wallets_enabled is not UNSET:
            field_dict["walletsEnabled"] = wallets_enabled
        if wallet_mode is not UNSET:
            field_dict["walletMode"] = wallet_mode
        if usdt_price is not UNSET:
            field_dict["usdtPrice"] = usdt_price

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sandbox_fees_patch import SandboxFeesPatch  # noqa: PLC0415
        from ..models.sandbox_settings_patch import SandboxSettingsPatch  # noqa: PLC0415

        d = dict(src_dict)
        _settings = d.pop("settings", UNSET)
        settings: SandboxSettingsPatch | Unset
        if isinstance(_settings, Unset):
            settings = UNSET
        else:
            settings = SandboxSettingsPatch.from_dict(_settings)

        _fees = d.pop("fees", UNSET)
        fees: SandboxFeesPatch | Unset
        if isinstance(_fees, Unset):
            fees = UNSET
        else:
            fees = SandboxFeesPatch.from_dict(_fees)

        wallets_enabled = d.pop("walletsEnabled", UNSET)

        _wallet_mode = d.pop("walletMode", UNSET)
        wallet_mode: WalletMode | Unset
        if isinstance(_wallet_mode, Unset):
            wallet_mode = UNSET
        else:
            wallet_mode = WalletMode(_wallet_mode)

        usdt_price = d.pop("usdtPrice", UNSET)

        sandbox_update_company_request = cls(
            settings=settings,
            fees=fees,
            wallets_enabled=wallets_enabled,
            wallet_mode=wallet_mode,
            usdt_price=usdt_price,
        )

        return sandbox_update_company_request
