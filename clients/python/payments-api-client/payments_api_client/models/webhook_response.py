from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.webhook import Webhook


T = TypeVar("T", bound="WebhookResponse")


@_attrs_define
class WebhookResponse:
    """A successful answer: `success` is true and `data` holds the result.

    Attributes:
        success (bool): Always `true` on success.
        data (Webhook): Designed: a webhook endpoint. Deliveries follow the Standard Webhooks specification: headers
            `webhook-id` (the event id), `webhook-timestamp` (Unix seconds) and
            `webhook-signature: v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}" keyed with the secret>`,
            the key being the endpoint's signing secret, shown once (`RegisteredWebhook.secret`), as the
            bytes of its base64 part after `whsec_`, decoded, and `{body}` the raw body as received (not
            JSON parsed and written again); the body is the event `{id, type, createdAt, data}`. Delivery is at least once
            from a persisted
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
    """

    success: bool
    data: Webhook
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "success": success,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook import Webhook  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = Webhook.from_dict(d.pop("data"))

        webhook_response = cls(
            success=success,
            data=data,
        )

        webhook_response.additional_properties = d
        return webhook_response

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
