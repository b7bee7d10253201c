from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.pix_withdrawal_currency import PixWithdrawalCurrency
from ..models.pix_withdrawal_method import PixWithdrawalMethod
from ..models.pix_withdrawal_type import PixWithdrawalType
from ..models.withdrawal_status import WithdrawalStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.customer import Customer
    from ..models.metadata import Metadata
    from ..models.wallet_ref import WalletRef
    from ..models.withdrawal_details import WithdrawalDetails
    from ..models.withdrawal_failure import WithdrawalFailure


T = TypeVar("T", bound="PixWithdrawal")


@_attrs_define
class PixWithdrawal:
    """A Pix withdrawal (cash-out).

    Attributes:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        type_ (PixWithdrawalType): Always `withdraw`.
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
        method (PixWithdrawalMethod): Always `pix`.
        currency (PixWithdrawalCurrency): Always `brl`.
        amount (float): A computed money value in the unit of its currency (may be zero).
        fee_amount (float): A computed money value in the unit of its currency (may be zero).
        total_amount (float): A computed money value in the unit of its currency (may be zero).
        pix_key (str): Destination key, unformatted.
        strict (bool): Designed: whether the holder's document was required to match.
        wallet (WalletRef | Unset): Designed: the wallet as it appears in the payload of a payment, `{id, name,
            externalId}` (the
            reference names the `wallet` field but not its shape).
        failure (WithdrawalFailure | Unset): Designed: why a withdrawal failed.
        paid_at (datetime.datetime | Unset): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        details (WithdrawalDetails | Unset): Settlement details of a paid Pix withdrawal.
    """

    id: str
    type_: PixWithdrawalType
    status: WithdrawalStatus
    customer: Customer
    metadata: Metadata
    reference: str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    method: PixWithdrawalMethod
    currency: PixWithdrawalCurrency
    amount: float
    fee_amount: float
    total_amount: float
    pix_key: str
    strict: bool
    wallet: WalletRef | Unset = UNSET
    failure: WithdrawalFailure | Unset = UNSET
    paid_at: datetime.datetime | Unset = UNSET
    details: WithdrawalDetails | Unset = UNSET
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

        amount = self.amount

        fee_amount = self.fee_amount

        total_amount = self.total_amount

        pix_key = self.pix_key

        strict = self.strict

        wallet: dict[str, Any] | Unset = UNSET
        if not isinstance(self.wallet, Unset):
            wallet = self.wallet.to_dict()

        failure: dict[str, Any] | Unset = UNSET
        if not isinstance(self.failure, Unset):
            failure = self.failure.to_dict()

        paid_at: str | Unset = UNSET
        if not isinstance(self.paid_at, Unset):
            paid_at = self.paid_at.isoformat()

        details: dict[str, Any] | Unset = UNSET
        if not isinstance(self.details, Unset):
            details = self.details.to_dict()

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
                "amount": amount,
                "feeAmount": fee_amount,
                "totalAmount": total_amount,
                "pixKey": pix_key,
                "strict": strict,
            }
        )
        if wallet is not UNSET:
            field_dict["wallet"] = wallet
        if failure is not UNSET:
            field_dict["failure"] = failure
        if paid_at is not UNSET:
            field_dict["paidAt"] = paid_at
        if details is not UNSET:
            field_dict["details"] = details

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.customer import Customer  # noqa: PLC0415
        from ..models.metadata import Metadata  # noqa: PLC0415
        from ..models.wallet_ref import WalletRef  # noqa: PLC0415
        from ..models.withdrawal_details import WithdrawalDetails  # noqa: PLC0415
        from ..models.withdrawal_failure import WithdrawalFailure  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        type_ = PixWithdrawalType(d.pop("type"))

        status = WithdrawalStatus(d.pop("status"))

        customer = Customer.from_dict(d.pop("customer"))

        metadata = Metadata.from_dict(d.pop("metadata"))

        reference = d.pop("reference")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        method = PixWithdrawalMethod(d.pop("method"))

        currency = PixWithdrawalCurrency(d.pop("currency"))

        amount = d.pop("amount")

        fee_amount = d.pop("feeAmount")

        total_amount = d.pop("totalAmount")

        pix_key = d.pop("pixKey")

        strict = d.pop("strict")

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

        _paid_at = d.pop("paidAt", UNSET)
        paid_at: datetime.datetime | Unset
        if isinstance(_paid_at, Unset):
            paid_at = UNSET
        else:
            paid_at = datetime.datetime.fromisoformat(_paid_at)

        _details = d.pop("details", UNSET)
        details: WithdrawalDetails | Unset
        if isinstance(_details, Unset):
            details = UNSET
        else:
            details = WithdrawalDetails.from_dict(_details)

        pix_withdrawal = cls(
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
            amount=amount,
            fee_amount=fee_amount,
            total_amount=total_amount,
            pix_key=pix_key,
            strict=strict,
            wallet=wallet,
            failure=failure,
            paid_at=paid_at,
            details=details,
        )

        pix_withdrawal.additional_properties = d
        return pix_withdrawal

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
