from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.usdt_network import UsdtNetwork
from ..models.usdt_withdrawal_currency import UsdtWithdrawalCurrency
from ..models.usdt_withdrawal_method import UsdtWithdrawalMethod
from ..models.usdt_withdrawal_type import UsdtWithdrawalType
from ..models.withdrawal_status import WithdrawalStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.customer import Customer
    from ..models.metadata import Metadata
    from ..models.wallet_ref import WalletRef
    from ..models.withdrawal_failure import WithdrawalFailure


T = TypeVar("T", bound="UsdtWithdrawal")


@_attrs_define
class UsdtWithdrawal:
    """A USDT withdrawal.

    Attributes:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        type_ (UsdtWithdrawalType): Always `withdraw`.
        status (WithdrawalStatus): Designed: the withdrawal lifecycle, `pending` -> `processing` (approved,
            automatically with
            `autoApproveWithdrawals` or by the approver) -> `paid` | `failed`; `pending` -> `canceled` when
            the approver rejects it. Events `WITHDRAW_PROCESSING`, `WITHDRAW_PAID`, `WITHDRAW_FAILED`,
            `WITHDRAW_CANCELED`. From the reference: `pending` at creation, `paid` and `failed`.
        customer (Customer): A customer as the service stores and returns it.
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
        created_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        updated_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        method (UsdtWithdrawalMethod): Always `usdt`.
        currency (UsdtWithdrawalCurrency): Always `usdt`.
        network (UsdtNetwork): Designed: a USDT network as responses name it (lower case).
        amount (float): A computed money value in the unit of its currency (may be zero).
        fee_amount (float): A computed money value in the unit of its currency (may be zero).
        network_fee (float): A computed money value in the unit of its currency (may be zero).
        total_amount (float): A computed money value in the unit of its currency (may be zero).
        address (str): Destination address.
        wallet (WalletRef | Unset): Designed: the wallet as it appears in the payload of a payment, `{id, name,
            externalId}` (the
            reference names the `wallet` field but not its shape).
        failure (WithdrawalFailure | Unset): Designed: why a withdrawal failed.
        tx_hash (str | Unset): Designed: on-chain transaction hash, once paid.
        paid_at (datetime.datetime | Unset): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
    """

    id: str
    type_: UsdtWithdrawalType
    status: WithdrawalStatus
    customer: Customer
    metadata: Metadata
    reference: str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    method: UsdtWithdrawalMethod
    currency: UsdtWithdrawalCurrency
    network: UsdtNetwork
    amount: float
    fee_amount: float
    network_fee: float
    total_amount: float
    address: str
    wallet: WalletRef | Unset = UNSET
    failure: WithdrawalFailure | Unset = UNSET
    tx_hash: str | Unset = UNSET
    paid_at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_.value

        status = self.status.value

        customer = self.customer.to_dict()

        metadata = self.metadata.to_dict()

        reference = self.reference

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        method = self.method.value

        currency = self.currency.value

        network = self.network.value

        amount = self.amount

        fee_amount = self.fee_amount

        network_fee = self.network_fee

        total_amount = self.total_amount

        address = self.address

        wallet: dict[str, Any] | Unset = UNSET
        if not isinstance(self.wallet, Unset):
            wallet = self.wallet.to_dict()

        failure: dict[str, Any] | Unset = UNSET
        if not isinstance(self.failure, Unset):
            failure = self.failure.to_dict()

        tx_hash = self.tx_hash

        paid_at: str | Unset = UNSET
        if not isinstance(self.paid_at, Unset):
            paid_at = self.paid_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "status": status,
                "customer": customer,
                "metadata": metadata,
                "reference": reference,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "method": method,
                "currency": currency,
                "network": network,
                "amount": amount,
                "feeAmount": fee_amount,
                "networkFee": network_fee,
                "totalAmount": total_amount,
                "address": address,
            }
        )
        if wallet is not UNSET:
            field_dict["wallet"] = wallet
        if failure is not UNSET:
            field_dict["failure"] = failure
        if tx_hash is not UNSET:
            field_dict["txHash"] = tx_hash
        if paid_at is not UNSET:
            field_dict["paidAt"] = paid_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.customer import Customer  # noqa: PLC0415
        from ..models.metadata import Metadata  # noqa: PLC0415
        from ..models.wallet_ref import WalletRef  # noqa: PLC0415
        from ..models.withdrawal_failure import WithdrawalFailure  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        type_ = UsdtWithdrawalType(d.pop("type"))

        status = WithdrawalStatus(d.pop("status"))

        customer = Customer.from_dict(d.pop("customer"))

        metadata = Metadata.from_dict(d.pop("metadata"))

        reference = d.pop("reference")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        method = UsdtWithdrawalMethod(d.pop("method"))

        currency = UsdtWithdrawalCurrency(d.pop("currency"))

        network = UsdtNetwork(d.pop("network"))

        amount = d.pop("amount")

        fee_amount = d.pop("feeAmount")

        network_fee = d.pop("networkFee")

        total_amount = d.pop("totalAmount")

        address = d.pop("address")

        _wallet = d.pop("wallet", UNSET)
        wallet: WalletRef | Unset
        if isinstance(_wallet, Unset):
            wallet = UNSET
        else:
            wallet = WalletRef.from_dict(_wallet)

        _failure = d.pop("failure", UNSET)
        failure: WithdrawalFailure | Unset
        if isinstance(_failure, Unset):
            failure = UNSET
        else:
            failure = WithdrawalFailure.from_dict(_failure)

        tx_hash = d.pop("txHash", UNSET)

        _paid_at = d.pop("paidAt", UNSET)
        paid_at: datetime.datetime | Unset
        if isinstance(_paid_at, Unset):
            paid_at = UNSET
        else:
            paid_at = datetime.datetime.fromisoformat(_paid_at)

        usdt_withdrawal = cls(
            id=id,
            type_=type_,
            status=status,
            customer=customer,
            metadata=metadata,
            reference=reference,
            created_at=created_at,
            updated_at=updated_at,
            method=method,
            currency=currency,
            network=network,
            amount=amount,
            fee_amount=fee_amount,
            network_fee=network_fee,
            total_amount=total_amount,
            address=address,
            wallet=wallet,
            failure=failure,
            tx_hash=tx_hash,
            paid_at=paid_at,
        )

        usdt_withdrawal.additional_properties = d
        return usdt_withdrawal

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
