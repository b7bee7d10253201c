from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="QrCode")


@_attrs_define
class QrCode:
    """The Pix charge to pay: copy-and-paste text and its QR image.

    Attributes:
        payload (str): Designed: the Pix copy-and-paste text is a dynamic BR Code (EMV MPM) with `00`=`01`, `01`=`12`,
            `26` holding
            GUI `br.gov.bcb.pix` and the location URL (`25`, no scheme), `52`=`0000`, `53`=`986`, `54` the
            amount, `58`=`BR`, `59` merchant name (<= 25), `60` city (<= 15), `62`/`05` txid and `63` the
            CRC16/CCITT-FALSE of everything before it, 4 upper-case hex digits.
        image_encoded (str): Designed: the image decodes to `payload`. From the reference: a data URI of a PNG image in
            base64, `data:image/png;base64,...`.
    """

    payload: str
    image_encoded: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        payload = self.payload

        image_encoded = self.image_encoded

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "payload": payload,
                "imageEncoded": image_encoded,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        payload = d.pop("payload")

        image_encoded = d.pop("imageEncoded")

        qr_code = cls(
            payload=payload,
            image_encoded=image_encoded,
        )

        qr_code.additional_properties = d
        return qr_code

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
