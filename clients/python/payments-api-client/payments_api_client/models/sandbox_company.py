from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.company import Company


T = TypeVar("T", bound="SandboxCompany")


@_attrs_define
class SandboxCompany:
    """Designed: a sandbox company with its credentials (shown once).

    Attributes:
        company (Company): The calling company.
        api_key (str): Its API key (X-Api-Key).
        api_secret (str): Its API secret (X-Api-Secret); stored only as a hash, shown only here.
    """

    company: Company
    api_key: str
    api_secret: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        company = self.company.to_dict()

        api_key = self.api_key

        api_secret = self.api_secret

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "company": company,
                "apiKey": api_key,
                "apiSecret": api_secret,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.company import Company  # noqa: PLC0415

        d = dict(src_dict)
        company = Company.from_dict(d.pop("company"))

        api_key = d.pop("apiKey")

        api_secret = d.pop("apiSecret")

        sandbox_company = cls(
            company=company,
            api_key=api_key,
            api_secret=api_secret,
        )

        sandbox_company.additional_properties = d
        return sandbox_company

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
