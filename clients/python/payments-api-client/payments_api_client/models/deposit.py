from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.deposit_method import DepositMethod
from ..models.deposit_status import DepositStatus
from ..models.deposit_type import DepositType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.customer import Customer
    from ..models.metadata import Metadata
    from ..models.qr_code import QrCode
    from ..models.split_allocation import SplitAllocation
    from ..models.wallet_ref import WalletRef


T = TypeVar("T", bound="Deposit")


@_attrs_define
class Deposit:
    """A Pix deposit (cash-in).

    Attributes:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        type_ (DepositType): Always `deposit`.
        amount (float): A computed money value in the unit of its currency (may be zero).
        fee_amount (float): A computed money value in the unit of its currency (may be zero).
        net_amount (float): A computed money value in the unit of its currency (may be zero).
        method (DepositMethod): Always `pix`.
        status (DepositStatus): Designed: the deposit lifecycle, `pending` -> `paid` when the payer pays, `pending` ->
            `expired` at `expiresAt`, `paid` -> `refunded` when a MED infraction is accepted. From the
            reference: `pending` at creation.
        qr_code (QrCode): The Pix charge to pay: copy-and-paste text and its QR image.
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
        expires_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        created_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        updated_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        wallet (WalletRef | Unset): Designed: the wallet as it appears in the payload of a payment, `{id, name,
            externalId}` (the
            reference names the `wallet` field but not its shape).
        splits (list[SplitAllocation] | Unset): Designed: the split lines with their amounts, when the request had
            splits.
        paid_at (datetime.datetime | Unset): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        end_to_end_id (str | Unset): Designed: Pix end-to-end id of the payment (32 characters), once paid.
    """

    id: str
    type_: DepositType
    amount: float
    fee_amount: float
    net_amount: float
    method: DepositMethod
    status: DepositStatus
    qr_code: QrCode
    customer: Customer
    metadata: Metadata
    reference: str
    expires_at: datetime.datetime
    created_at: datetime.datetime
    updated_at: datetime.datetime
    wallet: WalletRef | Unset = UNSET
    splits: list[SplitAllocation] | Unset = UNSET
    paid_at: datetime.datetime | Unset = UNSET
    end_to_end_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_.value

        amount = self.amount

        fee_amount = self.fee_amount

        net_amount = self.net_amount

        method = self.method.value

        status = self.status.value

        qr_code = self.qr_code.to_dict()

        customer = self.customer.to_dict()

        metadata = self.metadata.to_dict()

        reference = self.reference

        expires_at = self.expires_at.isoformat()

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        wallet: dict[str, Any] | Unset = UNSET
        if not isinstance(self.wallet, Unset):
            wallet = self.wallet.to_dict()

        splits: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.splits, Unset):
            splits = []
            for splits_item_data in self.splits:
                splits_item = splits_item_data.to_dict()
                splits.append(splits_item)

        paid_at: str | Unset = UNSET
        if not isinstance(self.paid_at, Unset):
            paid_at = self.paid_at.isoformat()

        end_to_end_id = self.end_to_end_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "amount": amount,
                "feeAmount": fee_amount,
                "netAmount": net_amount,
                "method": method,
                "status": status,
                "qrCode": qr_code,
                "customer": customer,
                "metadata": metadata,
                "reference": reference,
                "expiresAt": expires_at,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )
        if wallet is not UNSET:
            field_dict["wallet"] = wallet
        if splits is not UNSET:
            field_dict["splits"] = splits
        if paid_at is not UNSET:
            field_dict["paidAt"] = paid_at
        if end_to_end_id is not UNSET:
            field_dict["endToEndId"] = end_to_end_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.customer import Customer  # noqa: PLC0415
        from ..models.metadata import Metadata  # noqa: PLC0415
        from ..models.qr_code import QrCode  # noqa: PLC0415
        from ..models.split_allocation import SplitAllocation  # noqa: PLC0415
        from ..models.wallet_ref import WalletRef  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        type_ = DepositType(d.pop("type"))

        amount = d.pop("amount")

        fee_amount = d.pop("feeAmount")

        net_amount = d.pop("netAmount")

        method = DepositMethod(d.pop("method"))

        status = DepositStatus(d.pop("status"))

        qr_code = QrCode.from_dict(d.pop("qrCode"))

        customer = Customer.from_dict(d.pop("customer"))

        metadata = Metadata.from_dict(d.pop("metadata"))

        reference = d.pop("reference")

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        _wallet = d.pop("wallet", UNSET)
        wallet: WalletRef | Unset
        if isinstance(_wallet, Unset):
            wallet = UNSET
        else:
            wallet = WalletRef.from_dict(_wallet)

        _splits = d.pop("splits", UNSET)
        splits: list[SplitAllocation] | Unset = UNSET
        if _splits is not UNSET:
            splits = []
            for splits_item_data in _splits:
                splits_item = SplitAllocation.from_dict(splits_item_data)

                splits.append(splits_item)

        _paid_at = d.pop("paidAt", UNSET)
        paid_at: datetime.datetime | Unset
        if isinstance(_paid_at, Unset):
            paid_at = UNSET
        else:
            paid_at = datetime.datetime.fromisoformat(_paid_at)

        end_to_end_id = d.pop("endToEndId", UNSET)

        deposit = cls(
            id=id,
            type_=type_,
            amount=amount,
            fee_amount=fee_amount,
            net_amount=net_amount,
            method=method,
            status=status,
            qr_code=qr_code,
            customer=customer,
            metadata=metadata,
            reference=reference,
            expires_at=expires_at,
            created_at=created_at,
            updated_at=updated_at,
            wallet=wallet,
            splits=splits,
            paid_at=paid_at,
            end_to_end_id=end_to_end_id,
        )

        deposit.additional_properties = d
        return deposit

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
