from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bad_request_error import BadRequestError
from ...models.conflict_error import ConflictError
from ...models.create_webhook_request import CreateWebhookRequest
from ...models.forbidden_error import ForbiddenError
from ...models.internal_server_error import InternalServerError
from ...models.rate_limited_error import RateLimitedError
from ...models.registered_webhook_response import RegisteredWebhookResponse
from ...models.request_too_large_error import RequestTooLargeError
from ...models.unauthorized_error import UnauthorizedError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...models.validation_failed_error import ValidationFailedError
from ...types import Response


def _get_kwargs(
    *,
    body: CreateWebhookRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/webhooks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    BadRequestError
    | ConflictError
    | ForbiddenError
    | InternalServerError
    | RateLimitedError
    | RegisteredWebhookResponse
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | None
):
    if response.status_code == 201:
        response_201 = RegisteredWebhookResponse.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = BadRequestError.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UnauthorizedError.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ForbiddenError.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = ConflictError.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = RequestTooLargeError.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = UnsupportedMediaTypeError.from_dict(response.json())

        return response_415

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
    | ConflictError
    | ForbiddenError
    | InternalServerError
    | RateLimitedError
    | RegisteredWebhookResponse
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateWebhookRequest,
) -> Response[
    BadRequestError
    | ConflictError
    | ForbiddenError
    | InternalServerError
    | RateLimitedError
    | RegisteredWebhookResponse
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
]:
    """Register a webhook endpoint

     Designed: registers an endpoint. The answer carries `secret` (`whsec_...`), shown only once:
    keep it to verify signatures. A company holds at most 100 endpoints (enabled or paused; a
    deleted one no longer counts): the 101st is 409 `INVALID_STATE` naming `webhooks`. Each event
    is recorded once per endpoint that takes it, in the change it reports.

    Args:
        body (CreateWebhookRequest): Designed: body of POST /v1/webhooks. The URL must be `https`
            or `http`; outside sandbox mode
            URLs whose host is a loopback or private address are refused (`VALIDATION_ERROR` on
            `url`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ConflictError | ForbiddenError | InternalServerError | RateLimitedError | RegisteredWebhookResponse | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CreateWebhookRequest,
) -> (
    BadRequestError
    | ConflictError
    | ForbiddenError
    | InternalServerError
    | RateLimitedError
    | RegisteredWebhookResponse
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | None
):
    """Register a webhook endpoint

     Designed: registers an endpoint. The answer carries `secret` (`whsec_...`), shown only once:
    keep it to verify signatures. A company holds at most 100 endpoints (enabled or paused; a
    deleted one no longer counts): the 101st is 409 `INVALID_STATE` naming `webhooks`. Each event
    is recorded once per endpoint that takes it, in the change it reports.

    Args:
        body (CreateWebhookRequest): Designed: body of POST /v1/webhooks. The URL must be `https`
            or `http`; outside sandbox mode
            URLs whose host is a loopback or private address are refused (`VALIDATION_ERROR` on
            `url`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ConflictError | ForbiddenError | InternalServerError | RateLimitedError | RegisteredWebhookResponse | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateWebhookRequest,
) -> Response[
    BadRequestError
    | ConflictError
    | ForbiddenError
    | InternalServerError
    | RateLimitedError
    | RegisteredWebhookResponse
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
]:
    """Register a webhook endpoint

     Designed: registers an endpoint. The answer carries `secret` (`whsec_...`), shown only once:
    keep it to verify signatures. A company holds at most 100 endpoints (enabled or paused; a
    deleted one no longer counts): the 101st is 409 `INVALID_STATE` naming `webhooks`. Each event
    is recorded once per endpoint that takes it, in the change it reports.

    Args:
        body (CreateWebhookRequest): Designed: body of POST /v1/webhooks. The URL must be `https`
            or `http`; outside sandbox mode
            URLs whose host is a loopback or private address are refused (`VALIDATION_ERROR` on
            `url`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ConflictError | ForbiddenError | InternalServerError | RateLimitedError | RegisteredWebhookResponse | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateWebhookRequest,
) -> (
    BadRequestError
    | ConflictError
    | ForbiddenError
    | InternalServerError
    | RateLimitedError
    | RegisteredWebhookResponse
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | None
):
    """Register a webhook endpoint

     Designed: registers an endpoint. The answer carries `secret` (`whsec_...`), shown only once:
    keep it to verify signatures. A company holds at most 100 endpoints (enabled or paused; a
    deleted one no longer counts): the 101st is 409 `INVALID_STATE` naming `webhooks`. Each event
    is recorded once per endpoint that takes it, in the change it reports.

    Args:
        body (CreateWebhookRequest): Designed: body of POST /v1/webhooks. The URL must be `https`
            or `http`; outside sandbox mode
            URLs whose host is a loopback or private address are refused (`VALIDATION_ERROR` on
            `url`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ConflictError | ForbiddenError | InternalServerError | RateLimitedError | RegisteredWebhookResponse | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
