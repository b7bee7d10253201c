from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.delivery_status import DeliveryStatus
from ..models.webhook_event_type import WebhookEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="WebhookDelivery")


@_attrs_define
class WebhookDelivery:
    """Designed: one event's delivery to one endpoint, with its last attempt.

    Attributes:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        webhook_id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        event_id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        event_type (WebhookEventType): Types of webhook events. The four `WITHDRAW_*` events are the API reference's;
            the others
            are designed. Every event's `data` is the resource as GET returns it, including its `wallet`
            field when it belongs to a wallet (for reconciliation).

            - `DEPOSIT_PAID`: Designed: the payer paid a deposit.
            - `DEPOSIT_EXPIRED`: Designed: a deposit expired unpaid.
            - `DEPOSIT_REFUNDED`: Designed: a paid deposit was refunded through MED.
            - `WITHDRAW_PROCESSING`: A withdrawal is being processed.
            - `WITHDRAW_PAID`: A withdrawal was paid.
            - `WITHDRAW_FAILED`: A withdrawal failed.
            - `WITHDRAW_CANCELED`: A withdrawal was canceled.
            - `CONVERSION_PROCESSING`: Designed: a conversion's Pix charge was paid and its USDT is being sent.
            - `CONVERSION_COMPLETED`: Designed: a conversion's USDT was delivered.
            - `CONVERSION_FAILED`: Designed: a conversion's USDT could not be delivered; its BRL net amount was credited.
            - `CONVERSION_EXPIRED`: Designed: a conversion's Pix charge expired unpaid.
            - `CRYPTO_DEPOSIT_PAID`: Designed: USDT arrived at a deposit address.
            - `CRYPTO_DEPOSIT_EXPIRED`: Designed: a deposit address expired without receiving USDT.
            - `INFRACTION_OPENED`: Designed: a MED infraction was opened against a deposit.
            - `INFRACTION_CONTESTED`: Designed: the company contested an infraction.
            - `INFRACTION_REFUNDED`: Designed: an infraction ended with a refund to the payer (a chargeback).
            - `INFRACTION_DISMISSED`: Designed: an infraction was dismissed; the blocked amount was released.
            - `INFRACTION_UPDATED`: Designed: an open infraction changed without a change of status: evidence was attached,
            or a credit to the account topped up its `blockedAmount` (the hold took less than the amount when the infraction
            was opened).
        status (DeliveryStatus): Designed: state of one delivery.

            - `pending`: Waiting for its first or next attempt.
            - `succeeded`: The receiver answered 2xx.
            - `failed`: Every attempt failed; no more will be made.
        attempts (int): Attempts made so far.
        created_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        updated_at (datetime.datetime): An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
        last_status_code (int | Unset): HTTP status of the last attempt, when the receiver answered.
        last_error (str | Unset): Why the last attempt failed, when it did.
        next_attempt_at (datetime.datetime | Unset): An instant as ISO 8601 UTC with millisecond precision and a
            trailing `Z`.
        delivered_at (datetime.datetime | Unset): An instant as ISO 8601 UTC with millisecond precision and a trailing
            `Z`.
    """

    id: str
    webhook_id: str
    event_id: str
    event_type: WebhookEventType
    status: DeliveryStatus
    attempts: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    last_status_code: int | Unset = UNSET
    last_error: str | Unset = UNSET
    next_attempt_at: datetime.datetime | Unset = UNSET
    delivered_at: datetime.datetime | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        webhook_id = self.webhook_id

        event_id = self.event_id

        event_type = self.event_type.value

        status = self.status.value

        attempts = self.attempts

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        last_status_code = self.last_status_code

        last_error = self.last_error

        next_attempt_at: str | Unset = UNSET
        if not isinstance(self.next_attempt_at, Unset):
            next_attempt_at = self.next_attempt_at.isoformat()

        delivered_at: str | Unset = UNSET
        if not isinstance(self.delivered_at, Unset):
            delivered_at = self.delivered_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "webhookId": webhook_id,
                "eventId": event_id,
                "eventType": event_type,
                "status": status,
                "attempts": attempts,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )
        if last_status_code is not UNSET:
            field_dict["lastStatusCode"] = last_status_code
        if last_error is not UNSET:
            field_dict["lastError"] = last_error
        if next_attempt_at is not UNSET:
            field_dict["nextAttemptAt"] = next_attempt_at
        if delivered_at is not UNSET:
            field_dict["deliveredAt"] = delivered_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        webhook_id = d.pop("webhookId")

        event_id = d.pop("eventId")

        event_type = WebhookEventType(d.pop("eventType"))

        status = DeliveryStatus(d.pop("status"))

        attempts = d.pop("attempts")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        last_status_code = d.pop("lastStatusCode", UNSET)

        last_error = d.pop("lastError", UNSET)

        _next_attempt_at = d.pop("nextAttemptAt", UNSET)
        next_attempt_at: datetime.datetime | Unset
        if isinstance(_next_attempt_at, Unset):
            next_attempt_at = UNSET
        else:
            next_attempt_at = datetime.datetime.fromisoformat(_next_attempt_at)

        _delivered_at = d.pop("deliveredAt", UNSET)
        delivered_at: datetime.datetime | Unset
        if isinstance(_delivered_at, Unset):
            delivered_at = UNSET
        else:
            delivered_at = datetime.datetime.fromisoformat(_delivered_at)

        webhook_delivery = cls(
            id=id,
            webhook_id=webhook_id,
            event_id=event_id,
            event_type=event_type,
            status=status,
            attempts=attempts,
            created_at=created_at,
            updated_at=updated_at,
            last_status_code=last_status_code,
            last_error=last_error,
            next_attempt_at=next_attempt_at,
            delivered_at=delivered_at,
        )

        webhook_delivery.additional_properties = d
        return webhook_delivery

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
