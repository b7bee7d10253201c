from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.webhook_event_type import WebhookEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateWebhookRequest")


@_attrs_define
class CreateWebhookRequest:
    """Designed: body of POST /v1/webhooks. The URL must be `https` or `http`; outside sandbox mode
    URLs whose host is a loopback or private address are refused (`VALIDATION_ERROR` on `url`).

        Attributes:
            url (str): Where events are POSTed: an `http` or `https` URL, without a user name or password, written in the
                characters of RFC 3986 (an internationalised domain in its `xn--` form, any other character percent-encoded); a
                `VALIDATION_ERROR` on `url` otherwise: the URL is stored as sent and shown back, as a `uri`, in every webhook
                listing and read.
            events (list[WebhookEventType] | Unset): Event types to send; empty or absent means all.
            description (str | Unset): Note of the client.
            enabled (bool | Unset): Defaults to true. Default: True.
    """

    url: str
    events: list[WebhookEventType] | Unset = UNSET
    description: str | Unset = UNSET
    enabled: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events: list[str] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = []
            for events_item_data in self.events:
                events_item = events_item_data.value
                events.append(events_item)

        description = self.description

        enabled = self.enabled

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
            }
        )
        if events is not UNSET:
            field_dict["events"] = events
        if description is not UNSET:
            field_dict["description"] = description
        if enabled is not UNSET:
            field_dict["enabled"] = enabled

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        _events = d.pop("events", UNSET)
        events: list[WebhookEventType] | Unset = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:
                events_item = WebhookEventType(events_item_data)

                events.append(events_item)

        description = d.pop("description", UNSET)

        enabled = d.pop("enabled", UNSET)

        create_webhook_request = cls(
            url=url,
            events=events,
            description=description,
            enabled=enabled,
        )

        return create_webhook_request
