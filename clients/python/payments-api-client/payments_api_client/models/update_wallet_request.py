from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.wallet_status import WalletStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.metadata import Metadata


T = TypeVar("T", bound="UpdateWalletRequest")


@_attrs_define
class UpdateWalletRequest:
    """Designed: body of PATCH /v1/wallets/{id}; only the fields sent change.

    Attributes:
        name (str | Unset): New display name, with the rules of creation: no control characters or line separators,
            stored without the spaces at either end.
        external_id (str | Unset): Designed: a wallet's external id, 1 to 100 characters, on one line, without control
            characters
            and without spaces at either end: ` loja-1` and `loja-1` would be two ids that look alike, and a
            retry with one would create a second wallet instead of getting the first back. The pattern names
            its characters instead of using `\\s`, `\\S` and `.`, which regex dialects read differently.
        status (WalletStatus | Unset): `enabled` wallets operate; `disabled` ones are archived.
        deposits_blocked (bool | Unset): Refuse deposits, conversions and USDT deposits made through this wallet.
        withdrawals_blocked (bool | Unset): Refuse withdrawals made through this wallet.
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

    name: str | Unset = UNSET
    external_id: str | Unset = UNSET
    status: WalletStatus | Unset = UNSET
    deposits_blocked: bool | Unset = UNSET
    withdrawals_blocked: bool | Unset = UNSET
    metadata: Metadata | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        external_id = self.external_id

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        deposits_blocked = self.deposits_blocked

        withdrawals_blocked = self.withdrawals_blocked

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if external_id is not UNSET:
            field_dict["externalId"] = external_id
        if status is not UNSET:
            field_dict["status"] = status
        if deposits_blocked is not UNSET:
            field_dict["depositsBlocked"] = deposits_blocked
        if withdrawals_blocked is not UNSET:
            field_dict["withdrawalsBlocked"] = withdrawals_blocked
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.metadata import Metadata  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name", UNSET)

        external_id = d.pop("externalId", UNSET)

        _status = d.pop("status", UNSET)
        status: WalletStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = WalletStatus(_status)

        deposits_blocked = d.pop("depositsBlocked", UNSET)

        withdrawals_blocked = d.pop("withdrawalsBlocked", UNSET)

        _metadata = d.pop("metadata", UNSET)
        metadata: Metadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = Metadata.from_dict(_metadata)

        update_wallet_request = cls(
            name=name,
            external_id=external_id,
            status=status,
            deposits_blocked=deposits_blocked,
            withdrawals_blocked=withdrawals_blocked,
            metadata=metadata,
        )

        return update_wallet_request
