from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bad_request_error import BadRequestError
from ...models.conflict_error import ConflictError
from ...models.forbidden_error import ForbiddenError
from ...models.internal_server_error import InternalServerError
from ...models.not_found_error import NotFoundError
from ...models.pix_withdrawal_request import PixWithdrawalRequest
from ...models.rate_limited_error import RateLimitedError
from ...models.request_too_large_error import RequestTooLargeError
from ...models.unauthorized_error import UnauthorizedError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...models.usdt_withdrawal_request import UsdtWithdrawalRequest
from ...models.validation_failed_error import ValidationFailedError
from ...models.withdrawal_response import WithdrawalResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PixWithdrawalRequest | UsdtWithdrawalRequest,
    x_api_wallet: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_api_wallet, Unset):
        headers["X-Api-Wallet"] = x_api_wallet

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/withdrawals",
    }

    if isinstance(body, PixWithdrawalRequest):
        _kwargs["json"] = body.to_dict()
    else:
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
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | WithdrawalResponse
    | None
):
    if response.status_code == 200:
        response_200 = WithdrawalResponse.from_dict(response.json())

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
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | WithdrawalResponse
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
    body: PixWithdrawalRequest | UsdtWithdrawalRequest,
    x_api_wallet: str | Unset = UNSET,
) -> Response[
    BadRequestError
    | ConflictError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | WithdrawalResponse
]:
    """Create a withdrawal (Pix or USDT)

     Requests a withdrawal, processed asynchronously. The body is one of two shapes: `pixKey`
    means a Pix withdrawal (reference 4.2), `network` + `address` a USDT withdrawal (reference
    4.3); both or neither is a `VALIDATION_ERROR` (`pixKey` with `network` or `address` alone
    counts as both).

    1. The same `reference` with the same parameters returns the same withdrawal (designed: HTTP
    200 with `Idempotent-Replayed: true`; twenty identical requests at once create one). The
    same `reference` with different parameters is `DUPLICATE_REFERENCE`.
    2. The answer is the withdrawal with status `pending`.
    3. `totalAmount` is blocked at once; when the available balance does not cover it the answer
    is `VALIDATION_ERROR` on field `amount` (insufficient balance).
    4. Pix fees: `feeAmount = max(minimumFee, fixed + amount * percentage / 100)` with
    `fees.withdraw`, `totalAmount = amount + feeAmount`. USDT fees: see `UsdtWithdrawalRequest`.
    5. Strict: with `strict` true and `customer.document` given, a Pix key whose holder has
    another document makes the withdrawal `failed` during processing, with the message
    `A chave Pix não corresponde ao documento informado.`
    6. Designed lifecycle: `pending` -> `processing` (automatically when the company had
    `autoApproveWithdrawals` at the withdrawal's creation, else when approved) -> `paid` (with
    `paidAt` and `details`) or `failed`; `pending` -> `canceled` when rejected. Paid debits the blocked
    total; failed and
    canceled release it. Events `WITHDRAW_PROCESSING`, `WITHDRAW_PAID`, `WITHDRAW_FAILED`,
    `WITHDRAW_CANCELED`.

    Args:
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.
        body (PixWithdrawalRequest | UsdtWithdrawalRequest): Designed: the body of POST
            /v1/withdrawals is exactly one of the two shapes, told apart by
            shape, `pixKey` meaning Pix and `network` and `address` meaning USDT; a body with both or
            neither
            is a `VALIDATION_ERROR`. A body holding the property `pixKey` and the property `network`
            or
            `address` (one of them is enough, and a null value counts) is both, a `VALIDATION_ERROR`
            on
            `pixKey`, even where one shape alone would match it: a request that names two kinds of
            destination moves no money.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ConflictError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError | WithdrawalResponse]
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
    body: PixWithdrawalRequest | UsdtWithdrawalRequest,
    x_api_wallet: str | Unset = UNSET,
) -> (
    BadRequestError
    | ConflictError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | WithdrawalResponse
    | None
):
    """Create a withdrawal (Pix or USDT)

     Requests a withdrawal, processed asynchronously. The body is one of two shapes: `pixKey`
    means a Pix withdrawal (reference 4.2), `network` + `address` a USDT withdrawal (reference
    4.3); both or neither is a `VALIDATION_ERROR` (`pixKey` with `network` or `address` alone
    counts as both).

    1. The same `reference` with the same parameters returns the same withdrawal (designed: HTTP
    200 with `Idempotent-Replayed: true`; twenty identical requests at once create one). The
    same `reference` with different parameters is `DUPLICATE_REFERENCE`.
    2. The answer is the withdrawal with status `pending`.
    3. `totalAmount` is blocked at once; when the available balance does not cover it the answer
    is `VALIDATION_ERROR` on field `amount` (insufficient balance).
    4. Pix fees: `feeAmount = max(minimumFee, fixed + amount * percentage / 100)` with
    `fees.withdraw`, `totalAmount = amount + feeAmount`. USDT fees: see `UsdtWithdrawalRequest`.
    5. Strict: with `strict` true and `customer.document` given, a Pix key whose holder has
    another document makes the withdrawal `failed` during processing, with the message
    `A chave Pix não corresponde ao documento informado.`
    6. Designed lifecycle: `pending` -> `processing` (automatically when the company had
    `autoApproveWithdrawals` at the withdrawal's creation, else when approved) -> `paid` (with
    `paidAt` and `details`) or `failed`; `pending` -> `canceled` when rejected. Paid debits the blocked
    total; failed and
    canceled release it. Events `WITHDRAW_PROCESSING`, `WITHDRAW_PAID`, `WITHDRAW_FAILED`,
    `WITHDRAW_CANCELED`.

    Args:
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.
        body (PixWithdrawalRequest | UsdtWithdrawalRequest): Designed: the body of POST
            /v1/withdrawals is exactly one of the two shapes, told apart by
            shape, `pixKey` meaning Pix and `network` and `address` meaning USDT; a body with both or
            neither
            is a `VALIDATION_ERROR`. A body holding the property `pixKey` and the property `network`
            or
            `address` (one of them is enough, and a null value counts) is both, a `VALIDATION_ERROR`
            on
            `pixKey`, even where one shape alone would match it: a request that names two kinds of
            destination moves no money.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ConflictError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError | WithdrawalResponse
    """

    return sync_detailed(
        client=client,
        body=body,
        x_api_wallet=x_api_wallet,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PixWithdrawalRequest | UsdtWithdrawalRequest,
    x_api_wallet: str | Unset = UNSET,
) -> Response[
    BadRequestError
    | ConflictError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | WithdrawalResponse
]:
    """Create a withdrawal (Pix or USDT)

     Requests a withdrawal, processed asynchronously. The body is one of two shapes: `pixKey`
    means a Pix withdrawal (reference 4.2), `network` + `address` a USDT withdrawal (reference
    4.3); both or neither is a `VALIDATION_ERROR` (`pixKey` with `network` or `address` alone
    counts as both).

    1. The same `reference` with the same parameters returns the same withdrawal (designed: HTTP
    200 with `Idempotent-Replayed: true`; twenty identical requests at once create one). The
    same `reference` with different parameters is `DUPLICATE_REFERENCE`.
    2. The answer is the withdrawal with status `pending`.
    3. `totalAmount` is blocked at once; when the available balance does not cover it the answer
    is `VALIDATION_ERROR` on field `amount` (insufficient balance).
    4. Pix fees: `feeAmount = max(minimumFee, fixed + amount * percentage / 100)` with
    `fees.withdraw`, `totalAmount = amount + feeAmount`. USDT fees: see `UsdtWithdrawalRequest`.
    5. Strict: with `strict` true and `customer.document` given, a Pix key whose holder has
    another document makes the withdrawal `failed` during processing, with the message
    `A chave Pix não corresponde ao documento informado.`
    6. Designed lifecycle: `pending` -> `processing` (automatically when the company had
    `autoApproveWithdrawals` at the withdrawal's creation, else when approved) -> `paid` (with
    `paidAt` and `details`) or `failed`; `pending` -> `canceled` when rejected. Paid debits the blocked
    total; failed and
    canceled release it. Events `WITHDRAW_PROCESSING`, `WITHDRAW_PAID`, `WITHDRAW_FAILED`,
    `WITHDRAW_CANCELED`.

    Args:
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.
        body (PixWithdrawalRequest | UsdtWithdrawalRequest): Designed: the body of POST
            /v1/withdrawals is exactly one of the two shapes, told apart by
            shape, `pixKey` meaning Pix and `network` and `address` meaning USDT; a body with both or
            neither
            is a `VALIDATION_ERROR`. A body holding the property `pixKey` and the property `network`
            or
            `address` (one of them is enough, and a null value counts) is both, a `VALIDATION_ERROR`
            on
            `pixKey`, even where one shape alone would match it: a request that names two kinds of
            destination moves no money.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ConflictError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError | WithdrawalResponse]
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
    body: PixWithdrawalRequest | UsdtWithdrawalRequest,
    x_api_wallet: str | Unset = UNSET,
) -> (
    BadRequestError
    | ConflictError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | WithdrawalResponse
    | None
):
    """Create a withdrawal (Pix or USDT)

     Requests a withdrawal, processed asynchronously. The body is one of two shapes: `pixKey`
    means a Pix withdrawal (reference 4.2), `network` + `address` a USDT withdrawal (reference
    4.3); both or neither is a `VALIDATION_ERROR` (`pixKey` with `network` or `address` alone
    counts as both).

    1. The same `reference` with the same parameters returns the same withdrawal (designed: HTTP
    200 with `Idempotent-Replayed: true`; twenty identical requests at once create one). The
    same `reference` with different parameters is `DUPLICATE_REFERENCE`.
    2. The answer is the withdrawal with status `pending`.
    3. `totalAmount` is blocked at once; when the available balance does not cover it the answer
    is `VALIDATION_ERROR` on field `amount` (insufficient balance).
    4. Pix fees: `feeAmount = max(minimumFee, fixed + amount * percentage / 100)` with
    `fees.withdraw`, `totalAmount = amount + feeAmount`. USDT fees: see `UsdtWithdrawalRequest`.
    5. Strict: with `strict` true and `customer.document` given, a Pix key whose holder has
    another document makes the withdrawal `failed` during processing, with the message
    `A chave Pix não corresponde ao documento informado.`
    6. Designed lifecycle: `pending` -> `processing` (automatically when the company had
    `autoApproveWithdrawals` at the withdrawal's creation, else when approved) -> `paid` (with
    `paidAt` and `details`) or `failed`; `pending` -> `canceled` when rejected. Paid debits the blocked
    total; failed and
    canceled release it. Events `WITHDRAW_PROCESSING`, `WITHDRAW_PAID`, `WITHDRAW_FAILED`,
    `WITHDRAW_CANCELED`.

    Args:
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.
        body (PixWithdrawalRequest | UsdtWithdrawalRequest): Designed: the body of POST
            /v1/withdrawals is exactly one of the two shapes, told apart by
            shape, `pixKey` meaning Pix and `network` and `address` meaning USDT; a body with both or
            neither
            is a `VALIDATION_ERROR`. A body holding the property `pixKey` and the property `network`
            or
            `address` (one of them is enough, and a null value counts) is both, a `VALIDATION_ERROR`
            on
            `pixKey`, even where one shape alone would match it: a request that names two kinds of
            destination moves no money.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ConflictError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError | WithdrawalResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_api_wallet=x_api_wallet,
        )
    ).parsed
