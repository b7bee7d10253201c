from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Address")


@_attrs_define
class Address:
    """Postal address of a company.

    Attributes:
        line1 (str): Street and number.
        district (str): Neighbourhood (bairro).
        city (str): City.
        state (str): Two-letter state code, e.g. `SP`.
        postal_code (str): CEP, digits only.
        country_code (str): ISO 3166-1 alpha-2, e.g. `BR`.
        line2 (str | Unset): Designed: absent when the address has none (the reference lists the field without saying
            whether it is always there). From the reference: the complement (suite, floor).
    """

    line1: str
    district: str
    city: str
    state: str
    postal_code: str
    country_code: str
    line2: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        line1 = self.line1

        district = self.district

        city = self.city

        state = self.state

        postal_code = self.postal_code

        country_code = self.country_code

        line2 = self.line2

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "line1": line1,
                "district": district,
                "city": city,
                "state": state,
                "postalCode": postal_code,
                "countryCode": country_code,
            }
        )
        if line2 is not UNSET:
            field_dict["line2"] = line2

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        line1 = d.pop("line1")

        district = d.pop("district")

        city = d.pop("city")

        state = d.pop("state")

        postal_code = d.pop("postalCode")

        country_code = d.pop("countryCode")

        line2 = d.pop("line2", UNSET)

        address = cls(
            line1=line1,
            district=district,
            city=city,
            state=state,
            postal_code=postal_code,
            country_code=country_code,
            line2=line2,
        )

        address.additional_properties = d
        return address

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
