from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bad_request_error import BadRequestError
from ...models.forbidden_error import ForbiddenError
from ...models.internal_server_error import InternalServerError
from ...models.rate_limited_error import RateLimitedError
from ...models.unauthorized_error import UnauthorizedError
from ...models.validation_failed_error import ValidationFailedError
from ...models.wallet_page_response import WalletPageResponse
from ...models.wallet_status import WalletStatus
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    status: WalletStatus | Unset = UNSET,
    external_id: str | Unset = UNSET,
    page: int | Unset = 1,
    limit: int | Unset = 20,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["externalId"] = external_id

    params["page"] = page

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/wallets",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | WalletPageResponse
    | None
):
    if response.status_code == 200:
        response_200 = WalletPageResponse.from_dict(response.json())

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
    | ForbiddenError
    | InternalServerError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | WalletPageResponse
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
    status: WalletStatus | Unset = UNSET,
    external_id: str | Unset = UNSET,
    page: int | Unset = 1,
    limit: int | Unset = 20,
) -> Response[
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | WalletPageResponse
]:
    """List wallets

     Lists the company's wallets: active ones by default, archived ones with `status=disabled`.

    Args:
        status (WalletStatus | Unset): `enabled` wallets operate; `disabled` ones are archived.
        external_id (str | Unset): Designed: a wallet's external id, 1 to 100 characters, on one
            line, without control characters
            and without spaces at either end: ` loja-1` and `loja-1` would be two ids that look alike,
            and a
            retry with one would create a second wallet instead of getting the first back. The pattern
            names
            its characters instead of using `\\s`, `\\S` and `.`, which regex dialects read
            differently.
        page (int | Unset):  Default: 1.
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ForbiddenError | InternalServerError | RateLimitedError | UnauthorizedError | ValidationFailedError | WalletPageResponse]
    """

    kwargs = _get_kwargs(
        status=status,
        external_id=external_id,
        page=page,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    status: WalletStatus | Unset = UNSET,
    external_id: str | Unset = UNSET,
    page: int | Unset = 1,
    limit: int | Unset = 20,
) -> (
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | WalletPageResponse
    | None
):
    """List wallets

     Lists the company's wallets: active ones by default, archived ones with `status=disabled`.

    Args:
        status (WalletStatus | Unset): `enabled` wallets operate; `disabled` ones are archived.
        external_id (str | Unset): Designed: a wallet's external id, 1 to 100 characters, on one
            line, without control characters
            and without spaces at either end: ` loja-1` and `loja-1` would be two ids that look alike,
            and a
            retry with one would create a second wallet instead of getting the first back. The pattern
            names
            its characters instead of using `\\s`, `\\S` and `.`, which regex dialects read
            differently.
        page (int | Unset):  Default: 1.
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ForbiddenError | InternalServerError | RateLimitedError | UnauthorizedError | ValidationFailedError | WalletPageResponse
    """

    return sync_detailed(
        client=client,
        status=status,
        external_id=external_id,
        page=page,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: WalletStatus | Unset = UNSET,
    external_id: str | Unset = UNSET,
    page: int | Unset = 1,
    limit: int | Unset = 20,
) -> Response[
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | WalletPageResponse
]:
    """List wallets

     Lists the company's wallets: active ones by default, archived ones with `status=disabled`.

    Args:
        status (WalletStatus | Unset): `enabled` wallets operate; `disabled` ones are archived.
        external_id (str | Unset): Designed: a wallet's external id, 1 to 100 characters, on one
            line, without control characters
            and without spaces at either end: ` loja-1` and `loja-1` would be two ids that look alike,
            and a
            retry with one would create a second wallet instead of getting the first back. The pattern
            names
            its characters instead of using `\\s`, `\\S` and `.`, which regex dialects read
            differently.
        page (int | Unset):  Default: 1.
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ForbiddenError | InternalServerError | RateLimitedError | UnauthorizedError | ValidationFailedError | WalletPageResponse]
    """

    kwargs = _get_kwargs(
        status=status,
        external_id=external_id,
        page=page,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    status: WalletStatus | Unset = UNSET,
    external_id: str | Unset = UNSET,
    page: int | Unset = 1,
    limit: int | Unset = 20,
) -> (
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | WalletPageResponse
    | None
):
    """List wallets

     Lists the company's wallets: active ones by default, archived ones with `status=disabled`.

    Args:
        status (WalletStatus | Unset): `enabled` wallets operate; `disabled` ones are archived.
        external_id (str | Unset): Designed: a wallet's external id, 1 to 100 characters, on one
            line, without control characters
            and without spaces at either end: ` loja-1` and `loja-1` would be two ids that look alike,
            and a
            retry with one would create a second wallet instead of getting the first back. The pattern
            names
            its characters instead of using `\\s`, `\\S` and `.`, which regex dialects read
            differently.
        page (int | Unset):  Default: 1.
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ForbiddenError | InternalServerError | RateLimitedError | UnauthorizedError | ValidationFailedError | WalletPageResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
            external_id=external_id,
            page=page,
            limit=limit,
        )
    ).parsed
