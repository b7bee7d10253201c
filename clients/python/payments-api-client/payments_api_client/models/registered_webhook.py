from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_event_type import WebhookEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="RegisteredWebhook")


@_attrs_define
class RegisteredWebhook:
    """Designed: the answer to registering an endpoint: the endpoint and its signing secret, which no
    other answer shows.

        Attributes:
            id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
            url (str): Where events are POSTed.
            events (list[WebhookEventType]): Event types sent to it; empty means all. An event is matched when it happens: a
                change applies
                to later events, and deliveries already recorded (held while paused, or waiting for a retry)
                are still sent.
            enabled (bool): Deliveries are made only while true. While false the endpoint's events are still recorded,
                held as `pending` deliveries without `nextAttemptAt`, and sent once it is enabled again.
            created_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
            updated_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
            secret (str): Signing secret `whsec_<base64>`: keep it to verify the signatures of the deliveries. The HMAC key
                is its base64 part after `whsec_`, decoded, not the string itself.
            description (str | Unset): Note of the client.
    """

    id: str
    url: str
    events: list[WebhookEventType]
    enabled: bool
    created_at: datetime.datetime
    updated_at: datetime.datetime
    secret: str
    description: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)

        enabled = self.enabled

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        secret = self.secret

        description = self.description

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "url": url,
                "events": events,
                "enabled": enabled,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "secret": secret,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = WebhookEventType(events_item_data)

            events.append(events_item)

        enabled = d.pop("enabled")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        secret = d.pop("secret")

        description = d.pop("description", UNSET)

        registered_webhook = cls(
            id=id,
            url=url,
            events=events,
            enabled=enabled,
            created_at=created_at,
            updated_at=updated_at,
            secret=secret,
            description=description,
        )

        registered_webhook.additional_properties = d
        return registered_webhook

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
