from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.charge_customer_input import ChargeCustomerInput
    from ..models.metadata import Metadata
    from ..models.split_line import SplitLine


T = TypeVar("T", bound="CreateDepositRequest")


@_attrs_define
class CreateDepositRequest:
    """Body of POST /v1/deposits.

    Fees: `feeAmount = max(minimumFee, fixed + amount * percentage / 100)` with the company's
    `fees.deposit`, rounded half-up to the centavo; `netAmount = amount - feeAmount`.

    Split (`splits`, reference 4.6 and 4.7):
    1. Each line is `{id, percent}`, `percent` from 0 to 1, applied to the net amount, not the gross.
    2. Lines with the same `id` are summed before validation; the sum must not exceed 1.
    3. Percent outside 0..1, a malformed ULID, a sum above 1 or an unknown destination is a
    `VALIDATION_ERROR` on `splits`: the sum's detail names `splits`, a line's names its field
    (`splits[0].percent`, `splits[0].id`).
    4. The issuing company may not be a destination (`SPLIT_SELF_REFERENCE`), except on a deposit
    made with X-Api-Wallet, where its id sends that part to the company's general balance.
    Designed: the issuing wallet itself may not be a destination either (`SPLIT_SELF_REFERENCE`:
    a part sent to itself would move nothing).
    5. Splits that take a share (a percent above 0) on a deposit whose fee leaves no net amount
    are `SPLIT_EXCEEDS_DEPOSIT`; when every line's percent is 0, such an amount is a
    `VALIDATION_ERROR` on `amount`, as without splits.
    6. When the payment is confirmed each destination is credited floor(net * percent) to the
    centavo (a wallet of the account directly, bypassing the main account) and the rest of the
    net amount stays with the issuer.
    7. Designed: a destination that can no longer move money when the payment is confirmed (a wallet
    whose verification was rejected terminally, a deactivated company) is not credited: its
    line's `amount` becomes 0 and its share stays with the issuer. A wallet archived since the
    deposit was created is credited (rule 6), and can be reopened with `status: enabled`; so is a
    wallet whose account's wallet feature was turned off since (the money waits for it).
    8. Designed, for a line naming a wallet of the account (the wallet rules of reference 4.7), when
    the deposit is created: the account's wallet feature must be on (`WALLETS_NOT_ENABLED`), an
    archived wallet is a `VALIDATION_ERROR`, and a wallet whose verification was rejected
    terminally is `WALLET_KYC_REJECTED_TERMINAL`; each error names the line's `id` field.

    Idempotency (designed): the same `reference` with the same parameters returns the first deposit
    with `Idempotent-Replayed: true`; different parameters are `DUPLICATE_REFERENCE`. The split is
    compared as what it pays (each destination's summed percent), so the same lines in another
    order, or one destination's percent sent as two lines, are the same parameters.

        Attributes:
            amount (float): Designed: at most 10,000,000 (the reference gives no maximum). From the reference: an amount
                in BRL, greater than zero, with at most 2 decimals. Money is `format: decimal`: a JSON number
                meant exactly as written (keep it in a decimal type, not binary floating point; a literal such
                as 0.30000000000000004 is refused).
            customer (ChargeCustomerInput): Designed: `name` and `document` of the payer of a deposit or conversion are
                required (the Pix
                charge names its debtor), `email` and `phone` are optional.
            reference (str): Designed: 1 to 100 characters of `A-Z`, `a-z`, `0-9`, `.`, `_`, `:` and `-`, so it can travel
                in URLs and logs unchanged (the reference says only "string"), unique within an account: the
                company's main account, or the wallet named by X-Api-Wallet (each wallet of a marketplace may
                use its own order numbers). From the reference: a client-chosen identifier, unique for its kind
                of resource.
            metadata (Metadata | Unset): Designed: at most 50 keys at its top level (a nested object counts in the size
                only), 4 KB as
                JSON; a number in it that
                a JSON number (an IEEE 754 double) does not hold exactly (an integer beyond 2^53 such as the
                int64 id 9007199254740993, more significant digits than a double keeps, or out of range like
                `1e400`) is a VALIDATION_ERROR naming its path (`metadata.orderId`). A number a double holds
                comes back as the same double in its shortest form, perhaps written otherwise (`1e2` as `100`,
                2^60 as `1152921504606847000`): send ids and other digits that must come back as written as
                strings. From the reference: a free-form key/value object, echoed back.
            splits (list[SplitLine] | Unset): Designed: at most 20 lines. From the reference: fractions of the net amount
                forwarded to other companies or wallets when paid.
            expires_in (int | Unset): Designed: seconds until the charge expires, 60 to 86400 (default 3600). Default: 3600.
    """

    amount: float
    customer: ChargeCustomerInput
    reference: str
    metadata: Metadata | Unset = UNSET
    splits: list[SplitLine] | Unset = UNSET
    expires_in: int | Unset = 3600

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        customer = self.customer.to_dict()

        reference = self.reference

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        splits: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.splits, Unset):
            splits = []
            for splits_item_data in self.splits:
                splits_item = splits_item_data.to_dict()
                splits.append(splits_item)

        expires_in = self.expires_in

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
                "customer": customer,
                "reference": reference,
            }
        )
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if splits is not UNSET:
            field_dict["splits"] = splits
        if expires_in is not UNSET:
            field_dict["expiresIn"] = expires_in

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.charge_customer_input import ChargeCustomerInput  # noqa: PLC0415
        from ..models.metadata import Metadata  # noqa: PLC0415
        from ..models.split_line import SplitLine  # noqa: PLC0415

        d = dict(src_dict)
        amount = d.pop("amount")

        customer = ChargeCustomerInput.from_dict(d.pop("customer"))

        reference = d.pop("reference")

        _metadata = d.pop("metadata", UNSET)
        metadata: Metadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = Metadata.from_dict(_metadata)

        _splits = d.pop("splits", UNSET)
        splits: list[SplitLine] | Unset = UNSET
        if _splits is not UNSET:
            splits = []
            for splits_item_data in _splits:
                splits_item = SplitLine.from_dict(splits_item_data)

                splits.append(splits_item)

        expires_in = d.pop("expiresIn", UNSET)

        create_deposit_request = cls(
            amount=amount,
            customer=customer,
            reference=reference,
            metadata=metadata,
            splits=splits,
            expires_in=expires_in,
        )

        return create_deposit_request
