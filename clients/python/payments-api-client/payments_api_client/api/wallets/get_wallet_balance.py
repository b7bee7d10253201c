from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bad_request_error import BadRequestError
from ...models.currency import Currency
from ...models.forbidden_error import ForbiddenError
from ...models.internal_server_error import InternalServerError
from ...models.not_found_error import NotFoundError
from ...models.rate_limited_error import RateLimitedError
from ...models.unauthorized_error import UnauthorizedError
from ...models.validation_failed_error import ValidationFailedError
from ...models.wallet_balance_response import WalletBalanceResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    currency: Currency | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_currency: str | Unset = UNSET
    if not isinstance(currency, Unset):
        json_currency = currency.value

    params["currency"] = json_currency

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/wallets/{id}/balance".format(
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
    | WalletBalanceResponse
    | None
):
    if response.status_code == 200:
        response_200 = WalletBalanceResponse.from_dict(response.json())

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
    | WalletBalanceResponse
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
    currency: Currency | Unset = UNSET,
) -> Response[
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | WalletBalanceResponse
]:
    """Get a wallet balance

     The wallet's balance read directly from the ledger, without cache; BRL unless `currency=usdt`
    (designed).

    Args:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        currency (Currency | Unset): A currency of an account balance.

            - `brl`: Brazilian real.
            - `usdt`: Tether USD.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | UnauthorizedError | ValidationFailedError | WalletBalanceResponse]
    """

    kwargs = _get_kwargs(
        id=id,
        currency=currency,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    currency: Currency | Unset = UNSET,
) -> (
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | WalletBalanceResponse
    | None
):
    """Get a wallet balance

     The wallet's balance read directly from the ledger, without cache; BRL unless `currency=usdt`
    (designed).

    Args:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        currency (Currency | Unset): A currency of an account balance.

            - `brl`: Brazilian real.
            - `usdt`: Tether USD.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | UnauthorizedError | ValidationFailedError | WalletBalanceResponse
    """

    return sync_detailed(
        id=id,
        client=client,
        currency=currency,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    currency: Currency | Unset = UNSET,
) -> Response[
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | WalletBalanceResponse
]:
    """Get a wallet balance

     The wallet's balance read directly from the ledger, without cache; BRL unless `currency=usdt`
    (designed).

    Args:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        currency (Currency | Unset): A currency of an account balance.

            - `brl`: Brazilian real.
            - `usdt`: Tether USD.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | UnauthorizedError | ValidationFailedError | WalletBalanceResponse]
    """

    kwargs = _get_kwargs(
        id=id,
        currency=currency,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    currency: Currency | Unset = UNSET,
) -> (
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | WalletBalanceResponse
    | None
):
    """Get a wallet balance

     The wallet's balance read directly from the ledger, without cache; BRL unless `currency=usdt`
    (designed).

    Args:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        currency (Currency | Unset): A currency of an account balance.

            - `brl`: Brazilian real.
            - `usdt`: Tether USD.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | UnauthorizedError | ValidationFailedError | WalletBalanceResponse
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            currency=currency,
        )
    ).parsed
