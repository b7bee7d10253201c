from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bad_request_error import BadRequestError
from ...models.create_wallet_request import CreateWalletRequest
from ...models.forbidden_error import ForbiddenError
from ...models.internal_server_error import InternalServerError
from ...models.rate_limited_error import RateLimitedError
from ...models.request_too_large_error import RequestTooLargeError
from ...models.unauthorized_error import UnauthorizedError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...models.validation_failed_error import ValidationFailedError
from ...models.wallet_response import WalletResponse
from ...types import Response


def _get_kwargs(
    *,
    body: CreateWalletRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/wallets",
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
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | WalletResponse
    | None
):
    if response.status_code == 200:
        response_200 = WalletResponse.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = WalletResponse.from_dict(response.json())

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
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | WalletResponse
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
    body: CreateWalletRequest,
) -> Response[
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | WalletResponse
]:
    """Create a wallet

     Creates a wallet, `enabled` with a zero balance (HTTP 201). When a wallet with the same
    `externalId` exists it is returned instead of a duplicate (designed: HTTP 200 with
    `Idempotent-Replayed: true`), as the creation answered it: with its current balance and
    state, its `createdAt` and, for a wallet created in `kyc` mode, its `onboardingUrl`. In `kyc`
    mode the answer includes `onboardingUrl` and `verification` and a verification invite is sent.

    Args:
        body (CreateWalletRequest): Body of POST /v1/wallets. In `kyc` account mode `taxId`,
            `email` and `phone` are also required
            (a `VALIDATION_ERROR` names each one missing).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ForbiddenError | InternalServerError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError | WalletResponse]
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
    body: CreateWalletRequest,
) -> (
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | WalletResponse
    | None
):
    """Create a wallet

     Creates a wallet, `enabled` with a zero balance (HTTP 201). When a wallet with the same
    `externalId` exists it is returned instead of a duplicate (designed: HTTP 200 with
    `Idempotent-Replayed: true`), as the creation answered it: with its current balance and
    state, its `createdAt` and, for a wallet created in `kyc` mode, its `onboardingUrl`. In `kyc`
    mode the answer includes `onboardingUrl` and `verification` and a verification invite is sent.

    Args:
        body (CreateWalletRequest): Body of POST /v1/wallets. In `kyc` account mode `taxId`,
            `email` and `phone` are also required
            (a `VALIDATION_ERROR` names each one missing).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ForbiddenError | InternalServerError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError | WalletResponse
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateWalletRequest,
) -> Response[
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | WalletResponse
]:
    """Create a wallet

     Creates a wallet, `enabled` with a zero balance (HTTP 201). When a wallet with the same
    `externalId` exists it is returned instead of a duplicate (designed: HTTP 200 with
    `Idempotent-Replayed: true`), as the creation answered it: with its current balance and
    state, its `createdAt` and, for a wallet created in `kyc` mode, its `onboardingUrl`. In `kyc`
    mode the answer includes `onboardingUrl` and `verification` and a verification invite is sent.

    Args:
        body (CreateWalletRequest): Body of POST /v1/wallets. In `kyc` account mode `taxId`,
            `email` and `phone` are also required
            (a `VALIDATION_ERROR` names each one missing).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ForbiddenError | InternalServerError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError | WalletResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateWalletRequest,
) -> (
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | WalletResponse
    | None
):
    """Create a wallet

     Creates a wallet, `enabled` with a zero balance (HTTP 201). When a wallet with the same
    `externalId` exists it is returned instead of a duplicate (designed: HTTP 200 with
    `Idempotent-Replayed: true`), as the creation answered it: with its current balance and
    state, its `createdAt` and, for a wallet created in `kyc` mode, its `onboardingUrl`. In `kyc`
    mode the answer includes `onboardingUrl` and `verification` and a verification invite is sent.

    Args:
        body (CreateWalletRequest): Body of POST /v1/wallets. In `kyc` account mode `taxId`,
            `email` and `phone` are also required
            (a `VALIDATION_ERROR` names each one missing).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ForbiddenError | InternalServerError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError | WalletResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
