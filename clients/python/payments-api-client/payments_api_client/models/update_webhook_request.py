from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.webhook_event_type import WebhookEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateWebhookRequest")


@_attrs_define
class UpdateWebhookRequest:
    """Designed: body of PATCH /v1/webhooks/{id}; only the fields sent change. The signing secret is
    not among them: to rotate it, register a new endpoint and delete the old one once the new one
    receives.

        Attributes:
            url (str | Unset): New URL: an `http` or `https` URL, without a user name or password, in the characters of RFC
                3986, refused outside sandbox mode on a loopback or private address, as on registration.
            events (list[WebhookEventType] | Unset): New event types; empty means all. They apply to events from now on:
                deliveries already recorded are still sent.
            description (str | Unset): New note.
            enabled (bool | Unset): Pauses (false) or resumes (true) deliveries; events of the pause are sent on resume,
                none lost.
    """

    url: str | Unset = UNSET
    events: list[WebhookEventType] | Unset = UNSET
    description: str | Unset = UNSET
    enabled: bool | Unset = UNSET

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

        field_dict.update({})
        if url is not UNSET:
            field_dict["url"] = url
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
        url = d.pop("url", UNSET)

        _events = d.pop("events", UNSET)
        events: list[WebhookEventType] | Unset = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:
                events_item = WebhookEventType(events_item_data)

                events.append(events_item)

        description = d.pop("description", UNSET)

        enabled = d.pop("enabled", UNSET)

        update_webhook_request = cls(
            url=url,
            events=events,
            description=description,
            enabled=enabled,
        )

        return update_webhook_request
