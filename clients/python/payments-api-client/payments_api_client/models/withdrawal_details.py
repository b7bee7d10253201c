from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.withdrawal_payer import WithdrawalPayer
    from ..models.withdrawal_receiver import WithdrawalReceiver


T = TypeVar("T", bound="WithdrawalDetails")


@_attrs_define
class WithdrawalDetails:
    """Settlement details of a paid Pix withdrawal.

    Attributes:
        payer (WithdrawalPayer): Who paid a withdrawal.
        receiver (WithdrawalReceiver): Who received a withdrawal.
        end_to_end_id (str): Designed: 32 characters, `E`, the payer's ISPB, the date and time, and 11 letters or
            digits, as the Central Bank writes it. From the reference: the Pix end-to-end identifier.
    """

    payer: WithdrawalPayer
    receiver: WithdrawalReceiver
    end_to_end_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        payer = self.payer.to_dict()

        receiver = self.receiver.to_dict()

        end_to_end_id = self.end_to_end_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "payer": payer,
                "receiver": receiver,
                "endToEndId": end_to_end_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.withdrawal_payer import WithdrawalPayer  # noqa: PLC0415
        from ..models.withdrawal_receiver import WithdrawalReceiver  # noqa: PLC0415

        d = dict(src_dict)
        payer = WithdrawalPayer.from_dict(d.pop("payer"))

        receiver = WithdrawalReceiver.from_dict(d.pop("receiver"))

        end_to_end_id = d.pop("endToEndId")

        withdrawal_details = cls(
            payer=payer,
            receiver=receiver,
            end_to_end_id=end_to_end_id,
        )

        withdrawal_details.additional_properties = d
        return withdrawal_details

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
