from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.conversion_pix_status import ConversionPixStatus

if TYPE_CHECKING:
    from ..models.qr_code import QrCode


T = TypeVar("T", bound="ConversionPix")


@_attrs_define
class ConversionPix:
    """The Pix leg: the charge the payer pays, BRL.

    Attributes:
        status (ConversionPixStatus): Designed: the Pix leg of a conversion is `paid` when the payer pays the charge,
            `expired` at
            `expiresAt` unpaid. From the reference: `pending` at creation.
        qr_code (QrCode): The Pix charge to pay: copy-and-paste text and its QR image.
        amount (float): A computed money value in the unit of its currency (may be zero).
        fee_amount (float): A computed money value in the unit of its currency (may be zero).
        net_amount (float): A computed money value in the unit of its currency (may be zero).
    """

    status: ConversionPixStatus
    qr_code: QrCode
    amount: float
    fee_amount: float
    net_amount: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        qr_code = self.qr_code.to_dict()

        amount = self.amount

        fee_amount = self.fee_amount

        net_amount = self.net_amount

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "qrCode": qr_code,
                "amount": amount,
                "feeAmount": fee_amount,
                "netAmount": net_amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.qr_code import QrCode  # noqa: PLC0415

        d = dict(src_dict)
        status = ConversionPixStatus(d.pop("status"))

        qr_code = QrCode.from_dict(d.pop("qrCode"))

        amount = d.pop("amount")

        fee_amount = d.pop("feeAmount")

        net_amount = d.pop("netAmount")

        conversion_pix = cls(
            status=status,
            qr_code=qr_code,
            amount=amount,
            fee_amount=fee_amount,
            net_amount=net_amount,
        )

        conversion_pix.additional_properties = d
        return conversion_pix

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
