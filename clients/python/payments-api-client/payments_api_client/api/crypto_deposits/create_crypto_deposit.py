from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bad_request_error import BadRequestError
from ...models.conflict_error import ConflictError
from ...models.create_crypto_deposit_request import CreateCryptoDepositRequest
from ...models.crypto_deposit_response import CryptoDepositResponse
from ...models.forbidden_error import ForbiddenError
from ...models.internal_server_error import InternalServerError
from ...models.not_found_error import NotFoundError
from ...models.rate_limited_error import RateLimitedError
from ...models.request_too_large_error import RequestTooLargeError
from ...models.unauthorized_error import UnauthorizedError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...models.validation_failed_error import ValidationFailedError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateCryptoDepositRequest,
    x_api_wallet: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_api_wallet, Unset):
        headers["X-Api-Wallet"] = x_api_wallet

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/crypto-deposits",
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
    | CryptoDepositResponse
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | None
):
    if response.status_code == 200:
        response_200 = CryptoDepositResponse.from_dict(response.json())

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
    | CryptoDepositResponse
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
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
    body: CreateCryptoDepositRequest,
    x_api_wallet: str | Unset = UNSET,
) -> Response[
    BadRequestError
    | ConflictError
    | CryptoDepositResponse
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
]:
    """Create a USDT deposit address

     Designed: (the reference names a USDT deposit operation without its shape) assigns a deposit
    address on `network`. USDT that arrives there before `expiresAt` is credited, without a
    service fee, to the USDT balance of the account (or of the X-Api-Wallet wallet). Idempotent
    by `reference`.

    Args:
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.
        body (CreateCryptoDepositRequest): Designed: body of POST /v1/crypto-deposits. The service
            answers with a fresh address on the
            network; USDT received there is credited to the account's USDT balance (no service fee).
            Idempotent by `reference` like deposits.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ConflictError | CryptoDepositResponse | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError]
    """

    kwargs = _get_kwargs(
        body=body,
        x_api_wallet=x_api_wallet,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CreateCryptoDepositRequest,
    x_api_wallet: str | Unset = UNSET,
) -> (
    BadRequestError
    | ConflictError
    | CryptoDepositResponse
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | None
):
    """Create a USDT deposit address

     Designed: (the reference names a USDT deposit operation without its shape) assigns a deposit
    address on `network`. USDT that arrives there before `expiresAt` is credited, without a
    service fee, to the USDT balance of the account (or of the X-Api-Wallet wallet). Idempotent
    by `reference`.

    Args:
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.
        body (CreateCryptoDepositRequest): Designed: body of POST /v1/crypto-deposits. The service
            answers with a fresh address on the
            network; USDT received there is credited to the account's USDT balance (no service fee).
            Idempotent by `reference` like deposits.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ConflictError | CryptoDepositResponse | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError
    """

    return sync_detailed(
        client=client,
        body=body,
        x_api_wallet=x_api_wallet,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateCryptoDepositRequest,
    x_api_wallet: str | Unset = UNSET,
) -> Response[
    BadRequestError
    | ConflictError
    | CryptoDepositResponse
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
]:
    """Create a USDT deposit address

     Designed: (the reference names a USDT deposit operation without its shape) assigns a deposit
    address on `network`. USDT that arrives there before `expiresAt` is credited, without a
    service fee, to the USDT balance of the account (or of the X-Api-Wallet wallet). Idempotent
    by `reference`.

    Args:
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.
        body (CreateCryptoDepositRequest): Designed: body of POST /v1/crypto-deposits. The service
            answers with a fresh address on the
            network; USDT received there is credited to the account's USDT balance (no service fee).
            Idempotent by `reference` like deposits.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ConflictError | CryptoDepositResponse | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError]
    """

    kwargs = _get_kwargs(
        body=body,
        x_api_wallet=x_api_wallet,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateCryptoDepositRequest,
    x_api_wallet: str | Unset = UNSET,
) -> (
    BadRequestError
    | ConflictError
    | CryptoDepositResponse
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | None
):
    """Create a USDT deposit address

     Designed: (the reference names a USDT deposit operation without its shape) assigns a deposit
    address on `network`. USDT that arrives there before `expiresAt` is credited, without a
    service fee, to the USDT balance of the account (or of the X-Api-Wallet wallet). Idempotent
    by `reference`.

    Args:
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.
        body (CreateCryptoDepositRequest): Designed: body of POST /v1/crypto-deposits. The service
            answers with a fresh address on the
            network; USDT received there is credited to the account's USDT balance (no service fee).
            Idempotent by `reference` like deposits.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ConflictError | CryptoDepositResponse | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_api_wallet=x_api_wallet,
        )
    ).parsed
