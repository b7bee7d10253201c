from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.wallet_status import WalletStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.balance_amounts import BalanceAmounts
    from ..models.metadata import Metadata
    from ..models.wallet_verification import WalletVerification


T = TypeVar("T", bound="Wallet")


@_attrs_define
class Wallet:
    """A sub-account with balances of its own.

    Attributes:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        name (str): Display name.
        status (WalletStatus): `enabled` wallets operate; `disabled` ones are archived.
        balance (BalanceAmounts): Designed: an account holds at most
            9,999,999,999,999.99 BRL and 999,999,999.999999 USDT (10^15 - 1 minor units, the most a JSON
            number carries exactly). A credit that would take `total` past it (a deposit or USDT deposit
            paid, a split received, a sandbox credit) is refused with `VALIDATION_ERROR` on `amount`, "O saldo
            resultante excederia o máximo que a conta pode registrar.", and nothing is booked. So a single
            USDT credit of exactly 1,000,000,000 is refused even on an empty account. From the reference:
            the available and blocked amounts of one account in one currency.
        deposits_blocked (bool): Designed: deposits (and conversions and USDT deposits) made through X-Api-Wallet are
            refused while true; the retry of one made before still gets its replay.
        withdrawals_blocked (bool): Designed: withdrawals made through X-Api-Wallet are refused while true; the retry of
            one made before still gets its replay.
        external_id (str | Unset): Optional link to the client's own id; unique among the company's wallets.
        metadata (Metadata | Unset): Designed: at most 50 keys at its top level (a nested object counts in the size
            only), 4 KB as
            JSON; a number in it that
            a JSON number (an IEEE 754 double) does not hold exactly (an integer beyond 2^53 such as the
            int64 id 9007199254740993, more significant digits than a double keeps, or out of range like
            `1e400`) is a VALIDATION_ERROR naming its path (`metadata.orderId`). A number a double holds
            comes back as the same double in its shortest form, perhaps written otherwise (`1e2` as `100`,
            2^60 as `1152921504606847000`): send ids and other digits that must come back as written as
            strings. From the reference: a free-form key/value object, echoed back.
        created_at (datetime.datetime | Unset): An instant as ISO 8601 UTC with millisecond precision and a trailing
            `Z`.
        verification (WalletVerification | Unset): Verification of a wallet created in `kyc` mode.
        onboarding_url (str | Unset): Link the holder follows to verify; returned on creation in `kyc` mode.
    """

    id: str
    name: str
    status: WalletStatus
    balance: BalanceAmounts
    deposits_blocked: bool
    withdrawals_blocked: bool
    external_id: str | Unset = UNSET
    metadata: Metadata | Unset = UNSET
    created_at: datetime.datetime | Unset = UNSET
    verification: WalletVerification | Unset = UNSET
    onboarding_url: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        status = self.status.value

        balance = self.balance.to_dict()

        deposits_blocked = self.deposits_blocked

        withdrawals_blocked = self.withdrawals_blocked

        external_id = self.external_id

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        created_at: str | Unset = UNSET
        if not isinstance(self.created_at, Unset):
            created_at = self.created_at.isoformat()

        verification: dict[str, Any] | Unset = UNSET
        if not isinstance(self.verification, Unset):
            verification = self.verification.to_dict()

        onboarding_url = self.onboarding_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "status": status,
                "balance": balance,
                "depositsBlocked": deposits_blocked,
                "withdrawalsBlocked": withdrawals_blocked,
            }
        )
        if external_id is not UNSET:
            field_dict["externalId"] = external_id
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if created_at is not UNSET:
            field_dict["createdAt"] = created_at
        if verification is not UNSET:
            field_dict["verification"] = verification
        if onboarding_url is not UNSET:
            field_dict["onboardingUrl"] = onboarding_url

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.balance_amounts import BalanceAmounts  # noqa: PLC0415
        from ..models.metadata import Metadata  # noqa: PLC0415
        from ..models.wallet_verification import WalletVerification  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        status = WalletStatus(d.pop("status"))

        balance = BalanceAmounts.from_dict(d.pop("balance"))

        deposits_blocked = d.pop("depositsBlocked")

        withdrawals_blocked = d.pop("withdrawalsBlocked")

        external_id = d.pop("externalId", UNSET)

        _metadata = d.pop("metadata", UNSET)
        metadata: Metadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = Metadata.from_dict(_metadata)

        _created_at = d.pop("createdAt", UNSET)
        created_at: datetime.datetime | Unset
        if isinstance(_created_at, Unset):
            created_at = UNSET
        else:
            created_at = datetime.datetime.fromisoformat(_created_at)

        _verification = d.pop("verification", UNSET)
        verification: WalletVerification | Unset
        if isinstance(_verification, Unset):
            verification = UNSET
        else:
            verification = WalletVerification.from_dict(_verification)

        onboarding_url = d.pop("onboardingUrl", UNSET)

        wallet = cls(
            id=id,
            name=name,
            status=status,
            balance=balance,
            deposits_blocked=deposits_blocked,
            withdrawals_blocked=withdrawals_blocked,
            external_id=external_id,
            metadata=metadata,
            created_at=created_at,
            verification=verification,
            onboarding_url=onboarding_url,
        )

        wallet.additional_properties = d
        return wallet

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
