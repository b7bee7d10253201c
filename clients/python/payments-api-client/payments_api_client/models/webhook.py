from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_event_type import WebhookEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="Webhook")


@_attrs_define
class Webhook:
    """Designed: a webhook endpoint. Deliveries follow the Standard Webhooks specification: headers
    `webhook-id` (the event id), `webhook-timestamp` (Unix seconds) and
    `webhook-signature: v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}" keyed with the secret>`,
    the key being the endpoint's signing secret, shown once (`RegisteredWebhook.secret`), as the
    bytes of its base64 part after `whsec_`, decoded, and `{body}` the raw body as received (not
    JSON parsed and written again); the body is the event `{id, type, createdAt, data}`. Delivery is at least once from
    a persisted
    outbox: any answer other than 2xx within 10 seconds is retried with exponential back-off
    (5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h; then the delivery is `failed`). Receivers
    de-duplicate by `webhook-id`. Redirects are not followed (a 3xx is retried like any other
    answer).

    Order is not guaranteed: deliveries start in the order their events happened, but an endpoint
    receives up to 4 at once, so a later event of a resource can arrive before an earlier one that
    is answered slowly or retried (`WITHDRAW_PAID` before the `WITHDRAW_PROCESSING` of the same
    withdrawal). Receivers go by the resource's `status` and `updatedAt` in `data`, or read the
    resource, rather than by arrival order. One endpoint receives at most 4 deliveries at once
    and one company's endpoints at most 8. Of the 48 deliveries the server has in flight,
    endpoints whose last attempt failed share at most 16, and endpoints not seen to answer since
    the server started (failing or new) at most 32, so receivers that hang mostly delay their own
    company: an endpoint that has been answering is not held back by them, while the first
    deliveries of a new endpoint wait their turn, oldest first, behind first attempts to other new
    receivers when those fill their 32 slots (each until it is answered or times out).

    Outside sandbox mode every attempt checks the address it connects to: a URL whose name
    resolves to a loopback or private address (any of its addresses, IPv6 forms that carry such
    an IPv4 address included) fails that attempt without sending anything, and is retried like
    an unreachable receiver.

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
            description (str | Unset): Note of the client.
    """

    id: str
    url: str
    events: list[WebhookEventType]
    enabled: bool
    created_at: datetime.datetime
    updated_at: datetime.datetime
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

        description = d.pop("description", UNSET)

        webhook = cls(
            id=id,
            url=url,
            events=events,
            enabled=enabled,
            created_at=created_at,
            updated_at=updated_at,
            description=description,
        )

        webhook.additional_properties = d
        return webhook

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
