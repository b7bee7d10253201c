from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bad_request_error import BadRequestError
from ...models.delivery_status import DeliveryStatus
from ...models.forbidden_error import ForbiddenError
from ...models.internal_server_error import InternalServerError
from ...models.not_found_error import NotFoundError
from ...models.rate_limited_error import RateLimitedError
from ...models.unauthorized_error import UnauthorizedError
from ...models.validation_failed_error import ValidationFailedError
from ...models.webhook_delivery_page_response import WebhookDeliveryPageResponse
from ...models.webhook_event_type import WebhookEventType
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    page: int | Unset = 1,
    limit: int | Unset = 20,
    status: DeliveryStatus | Unset = UNSET,
    event_type: WebhookEventType | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["page"] = page

    params["limit"] = limit

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    json_event_type: str | Unset = UNSET
    if not isinstance(event_type, Unset):
        json_event_type = event_type.value

    params["eventType"] = json_event_type

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/webhooks/{id}/deliveries".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | WebhookDeliveryPageResponse
    | None
):
    if response.status_code == 200:
        response_200 = WebhookDeliveryPageResponse.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = BadRequestError.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UnauthorizedError.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ForbiddenError.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = NotFoundError.from_dict(response.json())

        return response_404

    if response.status_code == 422:
        response_422 = ValidationFailedError.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = RateLimitedError.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = InternalServerError.from_dict(response.json())

        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | WebhookDeliveryPageResponse
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    limit: int | Unset = 20,
    status: DeliveryStatus | Unset = UNSET,
    event_type: WebhookEventType | Unset = UNSET,
) -> Response[
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | WebhookDeliveryPageResponse
]:
    """List webhook deliveries

     Designed: the delivery log of an endpoint, newest first: one row per event, with its attempts.

    Args:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        page (int | Unset):  Default: 1.
        limit (int | Unset):  Default: 20.
        status (DeliveryStatus | Unset): Designed: state of one delivery.

            - `pending`: Waiting for its first or next attempt.
            - `succeeded`: The receiver answered 2xx.
            - `failed`: Every attempt failed; no more will be made.
        event_type (WebhookEventType | Unset): Types of webhook events. The four `WITHDRAW_*`
            events are the API reference's; the others
            are designed. Every event's `data` is the resource as GET returns it, including its
            `wallet`
            field when it belongs to a wallet (for reconciliation).

            - `DEPOSIT_PAID`: Designed: the payer paid a deposit.
            - `DEPOSIT_EXPIRED`: Designed: a deposit expired unpaid.
            - `DEPOSIT_REFUNDED`: Designed: a paid deposit was refunded through MED.
            - `WITHDRAW_PROCESSING`: A withdrawal is being processed.
            - `WITHDRAW_PAID`: A withdrawal was paid.
            - `WITHDRAW_FAILED`: A withdrawal failed.
            - `WITHDRAW_CANCELED`: A withdrawal was canceled.
            - `CONVERSION_PROCESSING`: Designed: a conversion's Pix charge was paid and its USDT is
            being sent.
            - `CONVERSION_COMPLETED`: Designed: a conversion's USDT was delivered.
            - `CONVERSION_FAILED`: Designed: a conversion's USDT could not be delivered; its BRL net
            amount was credited.
            - `CONVERSION_EXPIRED`: Designed: a conversion's Pix charge expired unpaid.
            - `CRYPTO_DEPOSIT_PAID`: Designed: USDT arrived at a deposit address.
            - `CRYPTO_DEPOSIT_EXPIRED`: Designed: a deposit address expired without receiving USDT.
            - `INFRACTION_OPENED`: Designed: a MED infraction was opened against a deposit.
            - `INFRACTION_CONTESTED`: Designed: the company contested an infraction.
            - `INFRACTION_REFUNDED`: Designed: an infraction ended with a refund to the payer (a
            chargeback).
            - `INFRACTION_DISMISSED`: Designed: an infraction was dismissed; the blocked amount was
            released.
            - `INFRACTION_UPDATED`: Designed: an open infraction changed without a change of status:
            evidence was attached, or a credit to the account topped up its `blockedAmount` (the hold
            took less than the amount when the infraction was opened).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | UnauthorizedError | ValidationFailedError | WebhookDeliveryPageResponse]
    """

    kwargs = _get_kwargs(
        id=id,
        page=page,
        limit=limit,
        status=status,
        event_type=event_type,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    limit: int | Unset = 20,
    status: DeliveryStatus | Unset = UNSET,
    event_type: WebhookEventType | Unset = UNSET,
) -> (
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | WebhookDeliveryPageResponse
    | None
):
    """List webhook deliveries

     Designed: the delivery log of an endpoint, newest first: one row per event, with its attempts.

    Args:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        page (int | Unset):  Default: 1.
        limit (int | Unset):  Default: 20.
        status (DeliveryStatus | Unset): Designed: state of one delivery.

            - `pending`: Waiting for its first or next attempt.
            - `succeeded`: The receiver answered 2xx.
            - `failed`: Every attempt failed; no more will be made.
        event_type (WebhookEventType | Unset): Types of webhook events. The four `WITHDRAW_*`
            events are the API reference's; the others
            are designed. Every event's `data` is the resource as GET returns it, including its
            `wallet`
            field when it belongs to a wallet (for reconciliation).

            - `DEPOSIT_PAID`: Designed: the payer paid a deposit.
            - `DEPOSIT_EXPIRED`: Designed: a deposit expired unpaid.
            - `DEPOSIT_REFUNDED`: Designed: a paid deposit was refunded through MED.
            - `WITHDRAW_PROCESSING`: A withdrawal is being processed.
            - `WITHDRAW_PAID`: A withdrawal was paid.
            - `WITHDRAW_FAILED`: A withdrawal failed.
            - `WITHDRAW_CANCELED`: A withdrawal was canceled.
            - `CONVERSION_PROCESSING`: Designed: a conversion's Pix charge was paid and its USDT is
            being sent.
            - `CONVERSION_COMPLETED`: Designed: a conversion's USDT was delivered.
            - `CONVERSION_FAILED`: Designed: a conversion's USDT could not be delivered; its BRL net
            amount was credited.
            - `CONVERSION_EXPIRED`: Designed: a conversion's Pix charge expired unpaid.
            - `CRYPTO_DEPOSIT_PAID`: Designed: USDT arrived at a deposit address.
            - `CRYPTO_DEPOSIT_EXPIRED`: Designed: a deposit address expired without receiving USDT.
            - `INFRACTION_OPENED`: Designed: a MED infraction was opened against a deposit.
            - `INFRACTION_CONTESTED`: Designed: the company contested an infraction.
            - `INFRACTION_REFUNDED`: Designed: an infraction ended with a refund to the payer (a
            chargeback).
            - `INFRACTION_DISMISSED`: Designed: an infraction was dismissed; the blocked amount was
            released.
            - `INFRACTION_UPDATED`: Designed: an open infraction changed without a change of status:
            evidence was attached, or a credit to the account topped up its `blockedAmount` (the hold
            took less than the amount when the infraction was opened).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | UnauthorizedError | ValidationFailedError | WebhookDeliveryPageResponse
    """

    return sync_detailed(
        id=id,
        client=client,
        page=page,
        limit=limit,
        status=status,
        event_type=event_type,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    limit: int | Unset = 20,
    status: DeliveryStatus | Unset = UNSET,
    event_type: WebhookEventType | Unset = UNSET,
) -> Response[
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | WebhookDeliveryPageResponse
]:
    """List webhook deliveries

     Designed: the delivery log of an endpoint, newest first: one row per event, with its attempts.

    Args:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        page (int | Unset):  Default: 1.
        limit (int | Unset):  Default: 20.
        status (DeliveryStatus | Unset): Designed: state of one delivery.

            - `pending`: Waiting for its first or next attempt.
            - `succeeded`: The receiver answered 2xx.
            - `failed`: Every attempt failed; no more will be made.
        event_type (WebhookEventType | Unset): Types of webhook events. The four `WITHDRAW_*`
            events are the API reference's; the others
            are designed. Every event's `data` is the resource as GET returns it, including its
            `wallet`
            field when it belongs to a wallet (for reconciliation).

            - `DEPOSIT_PAID`: Designed: the payer paid a deposit.
            - `DEPOSIT_EXPIRED`: Designed: a deposit expired unpaid.
            - `DEPOSIT_REFUNDED`: Designed: a paid deposit was refunded through MED.
            - `WITHDRAW_PROCESSING`: A withdrawal is being processed.
            - `WITHDRAW_PAID`: A withdrawal was paid.
            - `WITHDRAW_FAILED`: A withdrawal failed.
            - `WITHDRAW_CANCELED`: A withdrawal was canceled.
            - `CONVERSION_PROCESSING`: Designed: a conversion's Pix charge was paid and its USDT is
            being sent.
            - `CONVERSION_COMPLETED`: Designed: a conversion's USDT was delivered.
            - `CONVERSION_FAILED`: Designed: a conversion's USDT could not be delivered; its BRL net
            amount was credited.
            - `CONVERSION_EXPIRED`: Designed: a conversion's Pix charge expired unpaid.
            - `CRYPTO_DEPOSIT_PAID`: Designed: USDT arrived at a deposit address.
            - `CRYPTO_DEPOSIT_EXPIRED`: Designed: a deposit address expired without receiving USDT.
            - `INFRACTION_OPENED`: Designed: a MED infraction was opened against a deposit.
            - `INFRACTION_CONTESTED`: Designed: the company contested an infraction.
            - `INFRACTION_REFUNDED`: Designed: an infraction ended with a refund to the payer (a
            chargeback).
            - `INFRACTION_DISMISSED`: Designed: an infraction was dismissed; the blocked amount was
            released.
            - `INFRACTION_UPDATED`: Designed: an open infraction changed without a change of status:
            evidence was attached, or a credit to the account topped up its `blockedAmount` (the hold
            took less than the amount when the infraction was opened).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | UnauthorizedError | ValidationFailedError | WebhookDeliveryPageResponse]
    """

    kwargs = _get_kwargs(
        id=id,
        page=page,
        limit=limit,
        status=status,
        event_type=event_type,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    limit: int | Unset = 20,
    status: DeliveryStatus | Unset = UNSET,
    event_type: WebhookEventType | Unset = UNSET,
) -> (
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | WebhookDeliveryPageResponse
    | None
):
    """List webhook deliveries

     Designed: the delivery log of an endpoint, newest first: one row per event, with its attempts.

    Args:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        page (int | Unset):  Default: 1.
        limit (int | Unset):  Default: 20.
        status (DeliveryStatus | Unset): Designed: state of one delivery.

            - `pending`: Waiting for its first or next attempt.
            - `succeeded`: The receiver answered 2xx.
            - `failed`: Every attempt failed; no more will be made.
        event_type (WebhookEventType | Unset): Types of webhook events. The four `WITHDRAW_*`
            events are the API reference's; the others
            are designed. Every event's `data` is the resource as GET returns it, including its
            `wallet`
            field when it belongs to a wallet (for reconciliation).

            - `DEPOSIT_PAID`: Designed: the payer paid a deposit.
            - `DEPOSIT_EXPIRED`: Designed: a deposit expired unpaid.
            - `DEPOSIT_REFUNDED`: Designed: a paid deposit was refunded through MED.
            - `WITHDRAW_PROCESSING`: A withdrawal is being processed.
            - `WITHDRAW_PAID`: A withdrawal was paid.
            - `WITHDRAW_FAILED`: A withdrawal failed.
            - `WITHDRAW_CANCELED`: A withdrawal was canceled.
            - `CONVERSION_PROCESSING`: Designed: a conversion's Pix charge was paid and its USDT is
            being sent.
            - `CONVERSION_COMPLETED`: Designed: a conversion's USDT was delivered.
            - `CONVERSION_FAILED`: Designed: a conversion's USDT could not be delivered; its BRL net
            amount was credited.
            - `CONVERSION_EXPIRED`: Designed: a conversion's Pix charge expired unpaid.
            - `CRYPTO_DEPOSIT_PAID`: Designed: USDT arrived at a deposit address.
            - `CRYPTO_DEPOSIT_EXPIRED`: Designed: a deposit address expired without receiving USDT.
            - `INFRACTION_OPENED`: Designed: a MED infraction was opened against a deposit.
            - `INFRACTION_CONTESTED`: Designed: the company contested an infraction.
            - `INFRACTION_REFUNDED`: Designed: an infraction ended with a refund to the payer (a
            chargeback).
            - `INFRACTION_DISMISSED`: Designed: an infraction was dismissed; the blocked amount was
            released.
            - `INFRACTION_UPDATED`: Designed: an open infraction changed without a change of status:
            evidence was attached, or a credit to the account topped up its `blockedAmount` (the hold
            took less than the amount when the infraction was opened).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | UnauthorizedError | ValidationFailedError | WebhookDeliveryPageResponse
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            page=page,
            limit=limit,
            status=status,
            event_type=event_type,
        )
    ).parsed
