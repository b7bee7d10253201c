from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.metadata import Metadata
    from ..models.withdrawal_customer_input import WithdrawalCustomerInput


T = TypeVar("T", bound="PixWithdrawalRequest")


@_attrs_define
class PixWithdrawalRequest:
    """Body of a Pix withdrawal (reference 4.2). Told apart from the USDT variant by `pixKey`.

    Fees: `feeAmount = max(minimumFee, fixed + amount * percentage / 100)` with the company's
    `fees.withdraw`, rounded half-up; `totalAmount = amount + feeAmount` is what leaves the balance.
    Creating the withdrawal blocks `totalAmount` (insufficient available balance is a
    `VALIDATION_ERROR` on `amount`); paid debits it; failed or canceled releases it.

    Strict: when `strict` is true and `customer.document` is given, the document of the holder of
    the destination key must match it, else the withdrawal ends `failed` during processing with the
    message `A chave Pix não corresponde ao documento informado.`

    Idempotency: the same `reference` with the same parameters returns the same withdrawal
    (reference rule 1; designed: HTTP 200 with `Idempotent-Replayed: true`); different parameters
    are `DUPLICATE_REFERENCE`.

        Attributes:
            amount (float): Designed: at most 10,000,000 (the reference gives no maximum). From the reference: an amount
                in BRL, greater than zero, with at most 2 decimals. Money is `format: decimal`: a JSON number
                meant exactly as written (keep it in a decimal type, not binary floating point; a literal such
                as 0.30000000000000004 is refused).
            pix_key (str): A Pix key: CPF or CNPJ with valid check digits (formatting allowed), e-mail, phone (`+55`, the
                two-digit area code and 8 or 9 digits; formatting allowed; designed: the area code is 11 to 99
                with no 0 in it, and the number one that can exist, 9 digits starting with 9 or 8 digits not
                starting with 0 or 1), or random key (EVP, a UUID).
                Responses return it without formatting: a CPF or CNPJ without dots, slash or dash, a phone as
                `+` and digits; designed: an e-mail or random key in lower case, as the Pix directory keeps
                them, and at most 77 characters (the longest Pix key, an e-mail).
            customer (WithdrawalCustomerInput): The recipient of a withdrawal: every field is required (reference 4.2).
            reference (str): Designed: 1 to 100 characters of `A-Z`, `a-z`, `0-9`, `.`, `_`, `:` and `-`, so it can travel
                in URLs and logs unchanged (the reference says only "string"), unique within an account: the
                company's main account, or the wallet named by X-Api-Wallet (each wallet of a marketplace may
                use its own order numbers). From the reference: a client-chosen identifier, unique for its kind
                of resource.
            strict (bool | Unset): When true, the key holder's document must match `customer.document`.
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

    amount: float
    pix_key: str
    customer: WithdrawalCustomerInput
    reference: str
    strict: bool | Unset = UNSET
    metadata: Metadata | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        pix_key = self.pix_key

        customer = self.customer.to_dict()

        reference = self.reference

        strict = self.strict

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
                "pixKey": pix_key,
                "customer": customer,
                "reference": reference,
            }
        )
        if strict is not UNSET:
            field_dict["strict"] = strict
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.metadata import Metadata  # noqa: PLC0415
        from ..models.withdrawal_customer_input import WithdrawalCustomerInput  # noqa: PLC0415

        d = dict(src_dict)
        amount = d.pop("amount")

        pix_key = d.pop("pixKey")

        customer = WithdrawalCustomerInput.from_dict(d.pop("customer"))

        reference = d.pop("reference")

        strict = d.pop("strict", UNSET)

        _metadata = d.pop("metadata", UNSET)
        metadata: Metadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = Metadata.from_dict(_metadata)

        pix_withdrawal_request = cls(
            amount=amount,
            pix_key=pix_key,
            customer=customer,
            reference=reference,
            strict=strict,
            metadata=metadata,
        )

        return pix_withdrawal_request
