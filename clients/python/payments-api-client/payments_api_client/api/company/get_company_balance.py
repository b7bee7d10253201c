from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bad_request_error import BadRequestError
from ...models.company_balance_response import CompanyBalanceResponse
from ...models.forbidden_error import ForbiddenError
from ...models.internal_server_error import InternalServerError
from ...models.rate_limited_error import RateLimitedError
from ...models.unauthorized_error import UnauthorizedError
from ...models.validation_failed_error import ValidationFailedError
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/company/balance",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    BadRequestError
    | CompanyBalanceResponse
    | ForbiddenError
    | InternalServerError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | None
):
    if response.status_code == 200:
        response_200 = CompanyBalanceResponse.from_dict(response.json())

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
    | CompanyBalanceResponse
    | ForbiddenError
    | InternalServerError
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
) -> Response[
    BadRequestError
    | CompanyBalanceResponse
    | ForbiddenError
    | InternalServerError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
]:
    """Get the company balance

     The balance of the main account: `balance` is the available BRL (wallets not included).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | CompanyBalanceResponse | ForbiddenError | InternalServerError | RateLimitedError | UnauthorizedError | ValidationFailedError]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> (
    BadRequestError
    | CompanyBalanceResponse
    | ForbiddenError
    | InternalServerError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | None
):
    """Get the company balance

     The balance of the main account: `balance` is the available BRL (wallets not included).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | CompanyBalanceResponse | ForbiddenError | InternalServerError | RateLimitedError | UnauthorizedError | ValidationFailedError
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    BadRequestError
    | CompanyBalanceResponse
    | ForbiddenError
    | InternalServerError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
]:
    """Get the company balance

     The balance of the main account: `balance` is the available BRL (wallets not included).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | CompanyBalanceResponse | ForbiddenError | InternalServerError | RateLimitedError | UnauthorizedError | ValidationFailedError]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> (
    BadRequestError
    | CompanyBalanceResponse
    | ForbiddenError
    | InternalServerError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | None
):
    """Get the company balance

     The balance of the main account: `balance` is the available BRL (wallets not included).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | CompanyBalanceResponse | ForbiddenError | InternalServerError | RateLimitedError | UnauthorizedError | ValidationFailedError
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
