from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bad_request_error import BadRequestError
from ...models.conflict_error import ConflictError
from ...models.conversion_response import ConversionResponse
from ...models.create_conversion_request import CreateConversionRequest
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
    body: CreateConversionRequest,
    x_api_wallet: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_api_wallet, Unset):
        headers["X-Api-Wallet"] = x_api_wallet

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/conversions",
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
    | ConversionResponse
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
        response_200 = ConversionResponse.from_dict(response.json())

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
    | ConversionResponse
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
    body: CreateConversionRequest,
    x_api_wallet: str | Unset = UNSET,
) -> Response[
    BadRequestError
    | ConflictError
    | ConversionResponse
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
]:
    """Create a Pix-to-USDT conversion

     Creates a Pix-to-USDT conversion: a Pix charge whose payment buys USDT delivered to
    `address` on `network`, `pending` at creation.

    1. `currency` = `BRL`: `amount` is the BRL value of the Pix charge; the charge equals `amount`
    exactly; the USDT received is computed from the USDT/BRL quotation at the time of the
    request.
    2. `currency` = `USDT`: `amount` is the exact USDT quantity to be received
    (`crypto.netAmount`); the BRL value of the charge is computed from the quotation at the time
    of the request.
    3. The arithmetic of both legs is written on `CreateConversionRequest`.
    4. Designed: idempotent by `reference` like deposits; with X-Api-Wallet it belongs to that
    wallet. Lifecycle `pending` -> `processing` -> `completed` | `failed`, or `expired`.

    Args:
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.
        body (CreateConversionRequest): Body of POST /v1/conversions (reference 4.4).

            1. `currency` = `BRL`: `amount` is the BRL value of the Pix charge, and the charge equals
            `amount` exactly; the USDT received is computed from the quotation at the time of the
            request.
            2. `currency` = `USDT`: `amount` is the exact USDT quantity to be received
            (`crypto.netAmount`
            equals it); the BRL value of the charge is computed from the quotation at the time of the
            request.

            Designed arithmetic (integer units, written here): `pix.feeAmount` follows the company's
            deposit fee schedule and `pix.netAmount = pix.amount - pix.feeAmount`;
            `crypto.feeAmount = crypto.amount * 0.5 / 100` rounded half-up to 6 decimals;
            `crypto.networkFee` is 1.500000 on TRX and 4.000000 on ETH;
            `crypto.netAmount = crypto.amount - crypto.feeAmount - crypto.networkFee`. With `BRL`,
            `crypto.amount` is the USDT bought with `pix.netAmount` at `crypto.price` (rounded down to
            6
            decimals). With `USDT`, `crypto.amount` is the smallest amount whose `crypto.netAmount` is
            `amount`, and the charge is the smallest BRL amount whose net covers `crypto.amount` at
            the
            price (rounded up to the centavo), so the net may be worth up to a centavo more than
            `crypto.amount`. A conversion whose `crypto.netAmount` would not be positive is a
            `VALIDATION_ERROR` on `amount`. Designed: so is one whose Pix charge (`pix.amount`) would
            exceed R$ 10,000,000 (the most a deposit may be: with `USDT`, above about 1,800,000 USDT
            at a
            price of 5.42), or whose `crypto.amount` would exceed 1,000,000,000 USDT (possible only at
            a
            sandbox price near zero).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ConflictError | ConversionResponse | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError]
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
    body: CreateConversionRequest,
    x_api_wallet: str | Unset = UNSET,
) -> (
    BadRequestError
    | ConflictError
    | ConversionResponse
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
    """Create a Pix-to-USDT conversion

     Creates a Pix-to-USDT conversion: a Pix charge whose payment buys USDT delivered to
    `address` on `network`, `pending` at creation.

    1. `currency` = `BRL`: `amount` is the BRL value of the Pix charge; the charge equals `amount`
    exactly; the USDT received is computed from the USDT/BRL quotation at the time of the
    request.
    2. `currency` = `USDT`: `amount` is the exact USDT quantity to be received
    (`crypto.netAmount`); the BRL value of the charge is computed from the quotation at the time
    of the request.
    3. The arithmetic of both legs is written on `CreateConversionRequest`.
    4. Designed: idempotent by `reference` like deposits; with X-Api-Wallet it belongs to that
    wallet. Lifecycle `pending` -> `processing` -> `completed` | `failed`, or `expired`.

    Args:
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.
        body (CreateConversionRequest): Body of POST /v1/conversions (reference 4.4).

            1. `currency` = `BRL`: `amount` is the BRL value of the Pix charge, and the charge equals
            `amount` exactly; the USDT received is computed from the quotation at the time of the
            request.
            2. `currency` = `USDT`: `amount` is the exact USDT quantity to be received
            (`crypto.netAmount`
            equals it); the BRL value of the charge is computed from the quotation at the time of the
            request.

            Designed arithmetic (integer units, written here): `pix.feeAmount` follows the company's
            deposit fee schedule and `pix.netAmount = pix.amount - pix.feeAmount`;
            `crypto.feeAmount = crypto.amount * 0.5 / 100` rounded half-up to 6 decimals;
            `crypto.networkFee` is 1.500000 on TRX and 4.000000 on ETH;
            `crypto.netAmount = crypto.amount - crypto.feeAmount - crypto.networkFee`. With `BRL`,
            `crypto.amount` is the USDT bought with `pix.netAmount` at `crypto.price` (rounded down to
            6
            decimals). With `USDT`, `crypto.amount` is the smallest amount whose `crypto.netAmount` is
            `amount`, and the charge is the smallest BRL amount whose net covers `crypto.amount` at
            the
            price (rounded up to the centavo), so the net may be worth up to a centavo more than
            `crypto.amount`. A conversion whose `crypto.netAmount` would not be positive is a
            `VALIDATION_ERROR` on `amount`. Designed: so is one whose Pix charge (`pix.amount`) would
            exceed R$ 10,000,000 (the most a deposit may be: with `USDT`, above about 1,800,000 USDT
            at a
            price of 5.42), or whose `crypto.amount` would exceed 1,000,000,000 USDT (possible only at
            a
            sandbox price near zero).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ConflictError | ConversionResponse | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError
    """

    return sync_detailed(
        client=client,
        body=body,
        x_api_wallet=x_api_wallet,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateConversionRequest,
    x_api_wallet: str | Unset = UNSET,
) -> Response[
    BadRequestError
    | ConflictError
    | ConversionResponse
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
]:
    """Create a Pix-to-USDT conversion

     Creates a Pix-to-USDT conversion: a Pix charge whose payment buys USDT delivered to
    `address` on `network`, `pending` at creation.

    1. `currency` = `BRL`: `amount` is the BRL value of the Pix charge; the charge equals `amount`
    exactly; the USDT received is computed from the USDT/BRL quotation at the time of the
    request.
    2. `currency` = `USDT`: `amount` is the exact USDT quantity to be received
    (`crypto.netAmount`); the BRL value of the charge is computed from the quotation at the time
    of the request.
    3. The arithmetic of both legs is written on `CreateConversionRequest`.
    4. Designed: idempotent by `reference` like deposits; with X-Api-Wallet it belongs to that
    wallet. Lifecycle `pending` -> `processing` -> `completed` | `failed`, or `expired`.

    Args:
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.
        body (CreateConversionRequest): Body of POST /v1/conversions (reference 4.4).

            1. `currency` = `BRL`: `amount` is the BRL value of the Pix charge, and the charge equals
            `amount` exactly; the USDT received is computed from the quotation at the time of the
            request.
            2. `currency` = `USDT`: `amount` is the exact USDT quantity to be received
            (`crypto.netAmount`
            equals it); the BRL value of the charge is computed from the quotation at the time of the
            request.

            Designed arithmetic (integer units, written here): `pix.feeAmount` follows the company's
            deposit fee schedule and `pix.netAmount = pix.amount - pix.feeAmount`;
            `crypto.feeAmount = crypto.amount * 0.5 / 100` rounded half-up to 6 decimals;
            `crypto.networkFee` is 1.500000 on TRX and 4.000000 on ETH;
            `crypto.netAmount = crypto.amount - crypto.feeAmount - crypto.networkFee`. With `BRL`,
            `crypto.amount` is the USDT bought with `pix.netAmount` at `crypto.price` (rounded down to
            6
            decimals). With `USDT`, `crypto.amount` is the smallest amount whose `crypto.netAmount` is
            `amount`, and the charge is the smallest BRL amount whose net covers `crypto.amount` at
            the
            price (rounded up to the centavo), so the net may be worth up to a centavo more than
            `crypto.amount`. A conversion whose `crypto.netAmount` would not be positive is a
            `VALIDATION_ERROR` on `amount`. Designed: so is one whose Pix charge (`pix.amount`) would
            exceed R$ 10,000,000 (the most a deposit may be: with `USDT`, above about 1,800,000 USDT
            at a
            price of 5.42), or whose `crypto.amount` would exceed 1,000,000,000 USDT (possible only at
            a
            sandbox price near zero).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ConflictError | ConversionResponse | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError]
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
    body: CreateConversionRequest,
    x_api_wallet: str | Unset = UNSET,
) -> (
    BadRequestError
    | ConflictError
    | ConversionResponse
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
    """Create a Pix-to-USDT conversion

     Creates a Pix-to-USDT conversion: a Pix charge whose payment buys USDT delivered to
    `address` on `network`, `pending` at creation.

    1. `currency` = `BRL`: `amount` is the BRL value of the Pix charge; the charge equals `amount`
    exactly; the USDT received is computed from the USDT/BRL quotation at the time of the
    request.
    2. `currency` = `USDT`: `amount` is the exact USDT quantity to be received
    (`crypto.netAmount`); the BRL value of the charge is computed from the quotation at the time
    of the request.
    3. The arithmetic of both legs is written on `CreateConversionRequest`.
    4. Designed: idempotent by `reference` like deposits; with X-Api-Wallet it belongs to that
    wallet. Lifecycle `pending` -> `processing` -> `completed` | `failed`, or `expired`.

    Args:
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.
        body (CreateConversionRequest): Body of POST /v1/conversions (reference 4.4).

            1. `currency` = `BRL`: `amount` is the BRL value of the Pix charge, and the charge equals
            `amount` exactly; the USDT received is computed from the quotation at the time of the
            request.
            2. `currency` = `USDT`: `amount` is the exact USDT quantity to be received
            (`crypto.netAmount`
            equals it); the BRL value of the charge is computed from the quotation at the time of the
            request.

            Designed arithmetic (integer units, written here): `pix.feeAmount` follows the company's
            deposit fee schedule and `pix.netAmount = pix.amount - pix.feeAmount`;
            `crypto.feeAmount = crypto.amount * 0.5 / 100` rounded half-up to 6 decimals;
            `crypto.networkFee` is 1.500000 on TRX and 4.000000 on ETH;
            `crypto.netAmount = crypto.amount - crypto.feeAmount - crypto.networkFee`. With `BRL`,
            `crypto.amount` is the USDT bought with `pix.netAmount` at `crypto.price` (rounded down to
            6
            decimals). With `USDT`, `crypto.amount` is the smallest amount whose `crypto.netAmount` is
            `amount`, and the charge is the smallest BRL amount whose net covers `crypto.amount` at
            the
            price (rounded up to the centavo), so the net may be worth up to a centavo more than
            `crypto.amount`. A conversion whose `crypto.netAmount` would not be positive is a
            `VALIDATION_ERROR` on `amount`. Designed: so is one whose Pix charge (`pix.amount`) would
            exceed R$ 10,000,000 (the most a deposit may be: with `USDT`, above about 1,800,000 USDT
            at a
            price of 5.42), or whose `crypto.amount` would exceed 1,000,000,000 USDT (possible only at
            a
            sandbox price near zero).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ConflictError | ConversionResponse | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_api_wallet=x_api_wallet,
        )
    ).parsed
