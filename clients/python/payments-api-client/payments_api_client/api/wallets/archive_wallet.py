from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bad_request_error import BadRequestError
from ...models.conflict_error import ConflictError
from ...models.forbidden_error import ForbiddenError
from ...models.internal_server_error import InternalServerError
from ...models.not_found_error import NotFoundError
from ...models.rate_limited_error import RateLimitedError
from ...models.unauthorized_error import UnauthorizedError
from ...models.validation_failed_error import ValidationFailedError
from ...models.wallet_response import WalletResponse
from ...types import Response


def _get_kwargs(
    id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/wallets/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    BadRequestError
    | ConflictError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | WalletResponse
    | None
):
    if response.status_code == 200:
        response_200 = WalletResponse.from_dict(response.json())

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
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
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
    id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    BadRequestError
    | ConflictError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | WalletResponse
]:
    """Archive a wallet

     Archives a wallet: allowed only when its available and blocked balances are zero in every currency,
    else `WALLET_HAS_BALANCE` (409).

    Designed: the answer is `{success, data: Wallet}`, the wallet archived. The archived wallet refuses
    every operation through X-Api-Wallet (`WALLET_DISABLED`), including one whose request
    arrived before the archive was committed, except the retry of a creation whose reference was already
    used in it, which gets its replay. A deposit created in the wallet before it was archived, or a
    split line naming it,
    is still credited to it when paid: the money waits in the archived wallet until it is reactivated
    with `status: enabled`.

    Args:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ConflictError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | UnauthorizedError | ValidationFailedError | WalletResponse]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
) -> (
    BadRequestError
    | ConflictError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | WalletResponse
    | None
):
    """Archive a wallet

     Archives a wallet: allowed only when its available and blocked balances are zero in every currency,
    else `WALLET_HAS_BALANCE` (409).

    Designed: the answer is `{success, data: Wallet}`, the wallet archived. The archived wallet refuses
    every operation through X-Api-Wallet (`WALLET_DISABLED`), including one whose request
    arrived before the archive was committed, except the retry of a creation whose reference was already
    used in it, which gets its replay. A deposit created in the wallet before it was archived, or a
    split line naming it,
    is still credited to it when paid: the money waits in the archived wallet until it is reactivated
    with `status: enabled`.

    Args:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ConflictError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | UnauthorizedError | ValidationFailedError | WalletResponse
    """

    return sync_detailed(
        id=id,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    BadRequestError
    | ConflictError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | WalletResponse
]:
    """Archive a wallet

     Archives a wallet: allowed only when its available and blocked balances are zero in every currency,
    else `WALLET_HAS_BALANCE` (409).

    Designed: the answer is `{success, data: Wallet}`, the wallet archived. The archived wallet refuses
    every operation through X-Api-Wallet (`WALLET_DISABLED`), including one whose request
    arrived before the archive was committed, except the retry of a creation whose reference was already
    used in it, which gets its replay. A deposit created in the wallet before it was archived, or a
    split line naming it,
    is still credited to it when paid: the money waits in the archived wallet until it is reactivated
    with `status: enabled`.

    Args:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ConflictError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | UnauthorizedError | ValidationFailedError | WalletResponse]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
) -> (
    BadRequestError
    | ConflictError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | UnauthorizedError
    | ValidationFailedError
    | WalletResponse
    | None
):
    """Archive a wallet

     Archives a wallet: allowed only when its available and blocked balances are zero in every currency,
    else `WALLET_HAS_BALANCE` (409).

    Designed: the answer is `{success, data: Wallet}`, the wallet archived. The archived wallet refuses
    every operation through X-Api-Wallet (`WALLET_DISABLED`), including one whose request
    arrived before the archive was committed, except the retry of a creation whose reference was already
    used in it, which gets its replay. A deposit created in the wallet before it was archived, or a
    split line naming it,
    is still credited to it when paid: the money waits in the archived wallet until it is reactivated
    with `status: enabled`.

    Args:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ConflictError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | UnauthorizedError | ValidationFailedError | WalletResponse
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
