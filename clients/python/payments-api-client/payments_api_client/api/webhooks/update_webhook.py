from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bad_request_error import BadRequestError
from ...models.forbidden_error import ForbiddenError
from ...models.internal_server_error import InternalServerError
from ...models.not_found_error import NotFoundError
from ...models.rate_limited_error import RateLimitedError
from ...models.request_too_large_error import RequestTooLargeError
from ...models.unauthorized_error import UnauthorizedError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...models.update_webhook_request import UpdateWebhookRequest
from ...models.validation_failed_error import ValidationFailedError
from ...models.webhook_response import WebhookResponse
from ...types import Response


def _get_kwargs(
    id: str,
    *,
    body: UpdateWebhookRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/webhooks/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | WebhookResponse
    | None
):
    if response.status_code == 200:
        response_200 = WebhookResponse.from_dict(response.json())

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
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | WebhookResponse
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
    body: UpdateWebhookRequest,
) -> Response[
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | WebhookResponse
]:
    """Edit a webhook endpoint

     Designed: changes an endpoint's URL, events, description or `enabled`.

    Args:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        body (UpdateWebhookRequest): Designed: body of PATCH /v1/webhooks/{id}; only the fields
            sent change. The signing secret is
            not among them: to rotate it, register a new endpoint and delete the old one once the new
            one
            receives.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError | WebhookResponse]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: UpdateWebhookRequest,
) -> (
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | WebhookResponse
    | None
):
    """Edit a webhook endpoint

     Designed: changes an endpoint's URL, events, description or `enabled`.

    Args:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        body (UpdateWebhookRequest): Designed: body of PATCH /v1/webhooks/{id}; only the fields
            sent change. The signing secret is
            not among them: to rotate it, register a new endpoint and delete the old one once the new
            one
            receives.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError | WebhookResponse
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: UpdateWebhookRequest,
) -> Response[
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | WebhookResponse
]:
    """Edit a webhook endpoint

     Designed: changes an endpoint's URL, events, description or `enabled`.

    Args:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        body (UpdateWebhookRequest): Designed: body of PATCH /v1/webhooks/{id}; only the fields
            sent change. The signing secret is
            not among them: to rotate it, register a new endpoint and delete the old one once the new
            one
            receives.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError | WebhookResponse]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: UpdateWebhookRequest,
) -> (
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | WebhookResponse
    | None
):
    """Edit a webhook endpoint

     Designed: changes an endpoint's URL, events, description or `enabled`.

    Args:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        body (UpdateWebhookRequest): Designed: body of PATCH /v1/webhooks/{id}; only the fields
            sent change. The signing secret is
            not among them: to rotate it, register a new endpoint and delete the old one once the new
            one
            receives.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError | WebhookResponse
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
