import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bad_request_error import BadRequestError
from ...models.conversion_page_response import ConversionPageResponse
from ...models.conversion_status import ConversionStatus
from ...models.forbidden_error import ForbiddenError
from ...models.internal_server_error import InternalServerError
from ...models.not_found_error import NotFoundError
from ...models.rate_limited_error import RateLimitedError
from ...models.unauthorized_error import UnauthorizedError
from ...models.validation_failed_error import ValidationFailedError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = 1,
    limit: int | Unset = 20,
    status: ConversionStatus | Unset = UNSET,
    reference: str | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    x_api_wallet: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_api_wallet, Unset):
        headers["X-Api-Wallet"] = x_api_wallet

    params: dict[str, Any] = {}

    params["page"] = page

    params["limit"] = limit

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["reference"] = reference

    json_created_from: str | Unset = UNSET
    if not isinstance(created_from, Unset):
        json_created_from = created_from.isoformat()
    params["createdFrom"] = json_created_from

    json_created_to: str | Unset = UNSET
    if not isinstance(created_to, Unset):
        json_created_to = created_to.isoformat()
    params["createdTo"] = json_created_to

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/conversions",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    BadRequestError
    | ConversionPageResponse
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | None
):
    if response.status_code == 200:
        response_200 = ConversionPageResponse.from_dict(response.json())

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
    | ConversionPageResponse
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
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
    page: int | Unset = 1,
    limit: int | Unset = 20,
    status: ConversionStatus | Unset = UNSET,
    reference: str | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    x_api_wallet: str | Unset = UNSET,
) -> Response[
    BadRequestError
    | ConversionPageResponse
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
]:
    """List conversions

     Designed: lists conversions, newest first, scoped like deposits.

    Args:
        page (int | Unset):  Default: 1.
        limit (int | Unset):  Default: 20.
        status (ConversionStatus | Unset): Designed: the conversion lifecycle past creation,
            `pending` -> `processing` when the Pix
            charge is paid (USDT being sent) -> `completed` when the USDT is delivered, or `failed`
            (the BRL
            net amount is then credited to the account); `pending` -> `expired` at `expiresAt`. Events
            `CONVERSION_PROCESSING`, `CONVERSION_COMPLETED`, `CONVERSION_FAILED`,
            `CONVERSION_EXPIRED`.
            From the reference: `pending` at creation.
        reference (str | Unset): Designed: 1 to 100 characters of `A-Z`, `a-z`, `0-9`, `.`, `_`,
            `:` and `-`, so it can travel
            in URLs and logs unchanged (the reference says only "string"), unique within an account:
            the
            company's main account, or the wallet named by X-Api-Wallet (each wallet of a marketplace
            may
            use its own order numbers). From the reference: a client-chosen identifier, unique for its
            kind
            of resource.
        created_from (datetime.datetime | Unset): Designed: an instant given in a query filter:
            any RFC 3339 date-time, with or without fractional
            seconds, with `Z` or an offset (`2026-11-21T14:03:07.123Z`, `2026-11-21T11:03:07-03:00`),
            compared with the millisecond timestamps of the records. Answers always carry `Timestamp`;
            a
            filter accepts what date-time libraries write for an instant with its offset (Python's
            `isoformat()` of an aware datetime, Go's `time.RFC3339Nano`). A date-time without an
            offset
            (Python's naive `datetime.utcnow().isoformat()`) names no instant: `VALIDATION_ERROR`.
        created_to (datetime.datetime | Unset): Designed: an instant given in a query filter: any
            RFC 3339 date-time, with or without fractional
            seconds, with `Z` or an offset (`2026-11-21T14:03:07.123Z`, `2026-11-21T11:03:07-03:00`),
            compared with the millisecond timestamps of the records. Answers always carry `Timestamp`;
            a
            filter accepts what date-time libraries write for an instant with its offset (Python's
            `isoformat()` of an aware datetime, Go's `time.RFC3339Nano`). A date-time without an
            offset
            (Python's naive `datetime.utcnow().isoformat()`) names no instant: `VALIDATION_ERROR`.
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ConversionPageResponse | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | UnauthorizedError | ValidationFailedError]
    """

    kwargs = _get_kwargs(
        page=page,
        limit=limit,
        status=status,
        reference=reference,
        created_from=created_from,
        created_to=created_to,
        x_api_wallet=x_api_wallet,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    limit: int | Unset = 20,
    status: ConversionStatus | Unset = UNSET,
    reference: str | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    x_api_wallet: str | Unset = UNSET,
) -> (
    BadRequestError
    | ConversionPageResponse
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | None
):
    """List conversions

     Designed: lists conversions, newest first, scoped like deposits.

    Args:
        page (int | Unset):  Default: 1.
        limit (int | Unset):  Default: 20.
        status (ConversionStatus | Unset): Designed: the conversion lifecycle past creation,
            `pending` -> `processing` when the Pix
            charge is paid (USDT being sent) -> `completed` when the USDT is delivered, or `failed`
            (the BRL
            net amount is then credited to the account); `pending` -> `expired` at `expiresAt`. Events
            `CONVERSION_PROCESSING`, `CONVERSION_COMPLETED`, `CONVERSION_FAILED`,
            `CONVERSION_EXPIRED`.
            From the reference: `pending` at creation.
        reference (str | Unset): Designed: 1 to 100 characters of `A-Z`, `a-z`, `0-9`, `.`, `_`,
            `:` and `-`, so it can travel
            in URLs and logs unchanged (the reference says only "string"), unique within an account:
            the
            company's main account, or the wallet named by X-Api-Wallet (each wallet of a marketplace
            may
            use its own order numbers). From the reference: a client-chosen identifier, unique for its
            kind
            of resource.
        created_from (datetime.datetime | Unset): Designed: an instant given in a query filter:
            any RFC 3339 date-time, with or without fractional
            seconds, with `Z` or an offset (`2026-11-21T14:03:07.123Z`, `2026-11-21T11:03:07-03:00`),
            compared with the millisecond timestamps of the records. Answers always carry `Timestamp`;
            a
            filter accepts what date-time libraries write for an instant with its offset (Python's
            `isoformat()` of an aware datetime, Go's `time.RFC3339Nano`). A date-time without an
            offset
            (Python's naive `datetime.utcnow().isoformat()`) names no instant: `VALIDATION_ERROR`.
        created_to (datetime.datetime | Unset): Designed: an instant given in a query filter: any
            RFC 3339 date-time, with or without fractional
            seconds, with `Z` or an offset (`2026-11-21T14:03:07.123Z`, `2026-11-21T11:03:07-03:00`),
            compared with the millisecond timestamps of the records. Answers always carry `Timestamp`;
            a
            filter accepts what date-time libraries write for an instant with its offset (Python's
            `isoformat()` of an aware datetime, Go's `time.RFC3339Nano`). A date-time without an
            offset
            (Python's naive `datetime.utcnow().isoformat()`) names no instant: `VALIDATION_ERROR`.
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ConversionPageResponse | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | UnauthorizedError | ValidationFailedError
    """

    return sync_detailed(
        client=client,
        page=page,
        limit=limit,
        status=status,
        reference=reference,
        created_from=created_from,
        created_to=created_to,
        x_api_wallet=x_api_wallet,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    limit: int | Unset = 20,
    status: ConversionStatus | Unset = UNSET,
    reference: str | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    x_api_wallet: str | Unset = UNSET,
) -> Response[
    BadRequestError
    | ConversionPageResponse
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
]:
    """List conversions

     Designed: lists conversions, newest first, scoped like deposits.

    Args:
        page (int | Unset):  Default: 1.
        limit (int | Unset):  Default: 20.
        status (ConversionStatus | Unset): Designed: the conversion lifecycle past creation,
            `pending` -> `processing` when the Pix
            charge is paid (USDT being sent) -> `completed` when the USDT is delivered, or `failed`
            (the BRL
            net amount is then credited to the account); `pending` -> `expired` at `expiresAt`. Events
            `CONVERSION_PROCESSING`, `CONVERSION_COMPLETED`, `CONVERSION_FAILED`,
            `CONVERSION_EXPIRED`.
            From the reference: `pending` at creation.
        reference (str | Unset): Designed: 1 to 100 characters of `A-Z`, `a-z`, `0-9`, `.`, `_`,
            `:` and `-`, so it can travel
            in URLs and logs unchanged (the reference says only "string"), unique within an account:
            the
            company's main account, or the wallet named by X-Api-Wallet (each wallet of a marketplace
            may
            use its own order numbers). From the reference: a client-chosen identifier, unique for its
            kind
            of resource.
        created_from (datetime.datetime | Unset): Designed: an instant given in a query filter:
            any RFC 3339 date-time, with or without fractional
            seconds, with `Z` or an offset (`2026-11-21T14:03:07.123Z`, `2026-11-21T11:03:07-03:00`),
            compared with the millisecond timestamps of the records. Answers always carry `Timestamp`;
            a
            filter accepts what date-time libraries write for an instant with its offset (Python's
            `isoformat()` of an aware datetime, Go's `time.RFC3339Nano`). A date-time without an
            offset
            (Python's naive `datetime.utcnow().isoformat()`) names no instant: `VALIDATION_ERROR`.
        created_to (datetime.datetime | Unset): Designed: an instant given in a query filter: any
            RFC 3339 date-time, with or without fractional
            seconds, with `Z` or an offset (`2026-11-21T14:03:07.123Z`, `2026-11-21T11:03:07-03:00`),
            compared with the millisecond timestamps of the records. Answers always carry `Timestamp`;
            a
            filter accepts what date-time libraries write for an instant with its offset (Python's
            `isoformat()` of an aware datetime, Go's `time.RFC3339Nano`). A date-time without an
            offset
            (Python's naive `datetime.utcnow().isoformat()`) names no instant: `VALIDATION_ERROR`.
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ConversionPageResponse | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | UnauthorizedError | ValidationFailedError]
    """

    kwargs = _get_kwargs(
        page=page,
        limit=limit,
        status=status,
        reference=reference,
        created_from=created_from,
        created_to=created_to,
        x_api_wallet=x_api_wallet,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    limit: int | Unset = 20,
    status: ConversionStatus | Unset = UNSET,
    reference: str | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    x_api_wallet: str | Unset = UNSET,
) -> (
    BadRequestError
    | ConversionPageResponse
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | None
):
    """List conversions

     Designed: lists conversions, newest first, scoped like deposits.

    Args:
        page (int | Unset):  Default: 1.
        limit (int | Unset):  Default: 20.
        status (ConversionStatus | Unset): Designed: the conversion lifecycle past creation,
            `pending` -> `processing` when the Pix
            charge is paid (USDT being sent) -> `completed` when the USDT is delivered, or `failed`
            (the BRL
            net amount is then credited to the account); `pending` -> `expired` at `expiresAt`. Events
            `CONVERSION_PROCESSING`, `CONVERSION_COMPLETED`, `CONVERSION_FAILED`,
            `CONVERSION_EXPIRED`.
            From the reference: `pending` at creation.
        reference (str | Unset): Designed: 1 to 100 characters of `A-Z`, `a-z`, `0-9`, `.`, `_`,
            `:` and `-`, so it can travel
            in URLs and logs unchanged (the reference says only "string"), unique within an account:
            the
            company's main account, or the wallet named by X-Api-Wallet (each wallet of a marketplace
            may
            use its own order numbers). From the reference: a client-chosen identifier, unique for its
            kind
            of resource.
        created_from (datetime.datetime | Unset): Designed: an instant given in a query filter:
            any RFC 3339 date-time, with or without fractional
            seconds, with `Z` or an offset (`2026-11-21T14:03:07.123Z`, `2026-11-21T11:03:07-03:00`),
            compared with the millisecond timestamps of the records. Answers always carry `Timestamp`;
            a
            filter accepts what date-time libraries write for an instant with its offset (Python's
            `isoformat()` of an aware datetime, Go's `time.RFC3339Nano`). A date-time without an
            offset
            (Python's naive `datetime.utcnow().isoformat()`) names no instant: `VALIDATION_ERROR`.
        created_to (datetime.datetime | Unset): Designed: an instant given in a query filter: any
            RFC 3339 date-time, with or without fractional
            seconds, with `Z` or an offset (`2026-11-21T14:03:07.123Z`, `2026-11-21T11:03:07-03:00`),
            compared with the millisecond timestamps of the records. Answers always carry `Timestamp`;
            a
            filter accepts what date-time libraries write for an instant with its offset (Python's
            `isoformat()` of an aware datetime, Go's `time.RFC3339Nano`). A date-time without an
            offset
            (Python's naive `datetime.utcnow().isoformat()`) names no instant: `VALIDATION_ERROR`.
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ConversionPageResponse | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | UnauthorizedError | ValidationFailedError
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            limit=limit,
            status=status,
            reference=reference,
            created_from=created_from,
            created_to=created_to,
            x_api_wallet=x_api_wallet,
        )
    ).parsed
