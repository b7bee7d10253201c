from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Metadata")


@_attrs_define
class Metadata:
    """Designed: at most 50 keys at its top level (a nested object counts in the size only), 4 KB as
    JSON; a number in it that
    a JSON number (an IEEE 754 double) does not hold exactly (an integer beyond 2^53 such as the
    int64 id 9007199254740993, more significant digits than a double keeps, or out of range like
    `1e400`) is a VALIDATION_ERROR naming its path (`metadata.orderId`). A number a double holds
    comes back as the same double in its shortest form, perhaps written otherwise (`1e2` as `100`,
    2^60 as `1152921504606847000`): send ids and other digits that must come back as written as
    strings. From the reference: a free-form key/value object, echoed back.

    """

    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        metadata = cls()

        metadata.additional_properties = d
        return metadata

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
