from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bad_request_error import BadRequestError
from ...models.conflict_error import ConflictError
from ...models.create_deposit_request import CreateDepositRequest
from ...models.deposit_response import DepositResponse
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
    body: CreateDepositRequest,
    x_api_wallet: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_api_wallet, Unset):
        headers["X-Api-Wallet"] = x_api_wallet

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/deposits",
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
    | DepositResponse
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
        response_200 = DepositResponse.from_dict(response.json())

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
    | DepositResponse
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
    body: CreateDepositRequest,
    x_api_wallet: str | Unset = UNSET,
) -> Response[
    BadRequestError
    | ConflictError
    | DepositResponse
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
]:
    """Create a Pix deposit

     Creates a Pix deposit: a charge with a dynamic BR Code and its QR image, `pending` until the
    payer pays it (designed: it then becomes `paid`, or `expired` at `expiresAt`).

    - Fees: `feeAmount = max(minimumFee, fixed + amount * percentage / 100)` with the company's
    `fees.deposit`, rounded half-up to the centavo; `netAmount = amount - feeAmount`. An amount
    that does not exceed its fee is a `VALIDATION_ERROR` on `amount`, or `SPLIT_EXCEEDS_DEPOSIT`
    when the deposit has splits that take a share (rule 5 of `CreateDepositRequest`).
    - Customer: `phone` comes back as `+` and digits, `document` as digits only; CPF and CNPJ check
    digits are verified (alphanumeric CNPJ included).
    - Split: see `CreateDepositRequest`. Percentages apply to the net amount, duplicate ids are
    summed, the sum may not exceed 1, the issuer may not be a destination (except its company id
    on a wallet deposit), and each part is floor(net * percent) with the rest kept by the issuer.
    - With X-Api-Wallet the deposit belongs to that wallet and carries `wallet`.
    - Designed idempotency: the same `reference` with the same parameters returns the first
    deposit with `Idempotent-Replayed: true`; with different parameters `DUPLICATE_REFERENCE`.

    Args:
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.
        body (CreateDepositRequest): Body of POST /v1/deposits.

            Fees: `feeAmount = max(minimumFee, fixed + amount * percentage / 100)` with the company's
            `fees.deposit`, rounded half-up to the centavo; `netAmount = amount - feeAmount`.

            Split (`splits`, reference 4.6 and 4.7):
            1. Each line is `{id, percent}`, `percent` from 0 to 1, applied to the net amount, not the
            gross.
            2. Lines with the same `id` are summed before validation; the sum must not exceed 1.
            3. Percent outside 0..1, a malformed ULID, a sum above 1 or an unknown destination is a
            `VALIDATION_ERROR` on `splits`: the sum's detail names `splits`, a line's names its field
            (`splits[0].percent`, `splits[0].id`).
            4. The issuing company may not be a destination (`SPLIT_SELF_REFERENCE`), except on a
            deposit
            made with X-Api-Wallet, where its id sends that part to the company's general balance.
            Designed: the issuing wallet itself may not be a destination either
            (`SPLIT_SELF_REFERENCE`:
            a part sent to itself would move nothing).
            5. Splits that take a share (a percent above 0) on a deposit whose fee leaves no net
            amount
            are `SPLIT_EXCEEDS_DEPOSIT`; when every line's percent is 0, such an amount is a
            `VALIDATION_ERROR` on `amount`, as without splits.
            6. When the payment is confirmed each destination is credited floor(net * percent) to the
            centavo (a wallet of the account directly, bypassing the main account) and the rest of the
            net amount stays with the issuer.
            7. Designed: a destination that can no longer move money when the payment is confirmed (a
            wallet
            whose verification was rejected terminally, a deactivated company) is not credited: its
            line's `amount` becomes 0 and its share stays with the issuer. A wallet archived since the
            deposit was created is credited (rule 6), and can be reopened with `status: enabled`; so
            is a
            wallet whose account's wallet feature was turned off since (the money waits for it).
            8. Designed, for a line naming a wallet of the account (the wallet rules of reference
            4.7), when
            the deposit is created: the account's wallet feature must be on (`WALLETS_NOT_ENABLED`),
            an
            archived wallet is a `VALIDATION_ERROR`, and a wallet whose verification was rejected
            terminally is `WALLET_KYC_REJECTED_TERMINAL`; each error names the line's `id` field.

            Idempotency (designed): the same `reference` with the same parameters returns the first
            deposit
            with `Idempotent-Replayed: true`; different parameters are `DUPLICATE_REFERENCE`. The
            split is
            compared as what it pays (each destination's summed percent), so the same lines in another
            order, or one destination's percent sent as two lines, are the same parameters.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ConflictError | DepositResponse | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError]
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
    body: CreateDepositRequest,
    x_api_wallet: str | Unset = UNSET,
) -> (
    BadRequestError
    | ConflictError
    | DepositResponse
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
    """Create a Pix deposit

     Creates a Pix deposit: a charge with a dynamic BR Code and its QR image, `pending` until the
    payer pays it (designed: it then becomes `paid`, or `expired` at `expiresAt`).

    - Fees: `feeAmount = max(minimumFee, fixed + amount * percentage / 100)` with the company's
    `fees.deposit`, rounded half-up to the centavo; `netAmount = amount - feeAmount`. An amount
    that does not exceed its fee is a `VALIDATION_ERROR` on `amount`, or `SPLIT_EXCEEDS_DEPOSIT`
    when the deposit has splits that take a share (rule 5 of `CreateDepositRequest`).
    - Customer: `phone` comes back as `+` and digits, `document` as digits only; CPF and CNPJ check
    digits are verified (alphanumeric CNPJ included).
    - Split: see `CreateDepositRequest`. Percentages apply to the net amount, duplicate ids are
    summed, the sum may not exceed 1, the issuer may not be a destination (except its company id
    on a wallet deposit), and each part is floor(net * percent) with the rest kept by the issuer.
    - With X-Api-Wallet the deposit belongs to that wallet and carries `wallet`.
    - Designed idempotency: the same `reference` with the same parameters returns the first
    deposit with `Idempotent-Replayed: true`; with different parameters `DUPLICATE_REFERENCE`.

    Args:
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.
        body (CreateDepositRequest): Body of POST /v1/deposits.

            Fees: `feeAmount = max(minimumFee, fixed + amount * percentage / 100)` with the company's
            `fees.deposit`, rounded half-up to the centavo; `netAmount = amount - feeAmount`.

            Split (`splits`, reference 4.6 and 4.7):
            1. Each line is `{id, percent}`, `percent` from 0 to 1, applied to the net amount, not the
            gross.
            2. Lines with the same `id` are summed before validation; the sum must not exceed 1.
            3. Percent outside 0..1, a malformed ULID, a sum above 1 or an unknown destination is a
            `VALIDATION_ERROR` on `splits`: the sum's detail names `splits`, a line's names its field
            (`splits[0].percent`, `splits[0].id`).
            4. The issuing company may not be a destination (`SPLIT_SELF_REFERENCE`), except on a
            deposit
            made with X-Api-Wallet, where its id sends that part to the company's general balance.
            Designed: the issuing wallet itself may not be a destination either
            (`SPLIT_SELF_REFERENCE`:
            a part sent to itself would move nothing).
            5. Splits that take a share (a percent above 0) on a deposit whose fee leaves no net
            amount
            are `SPLIT_EXCEEDS_DEPOSIT`; when every line's percent is 0, such an amount is a
            `VALIDATION_ERROR` on `amount`, as without splits.
            6. When the payment is confirmed each destination is credited floor(net * percent) to the
            centavo (a wallet of the account directly, bypassing the main account) and the rest of the
            net amount stays with the issuer.
            7. Designed: a destination that can no longer move money when the payment is confirmed (a
            wallet
            whose verification was rejected terminally, a deactivated company) is not credited: its
            line's `amount` becomes 0 and its share stays with the issuer. A wallet archived since the
            deposit was created is credited (rule 6), and can be reopened with `status: enabled`; so
            is a
            wallet whose account's wallet feature was turned off since (the money waits for it).
            8. Designed, for a line naming a wallet of the account (the wallet rules of reference
            4.7), when
            the deposit is created: the account's wallet feature must be on (`WALLETS_NOT_ENABLED`),
            an
            archived wallet is a `VALIDATION_ERROR`, and a wallet whose verification was rejected
            terminally is `WALLET_KYC_REJECTED_TERMINAL`; each error names the line's `id` field.

            Idempotency (designed): the same `reference` with the same parameters returns the first
            deposit
            with `Idempotent-Replayed: true`; different parameters are `DUPLICATE_REFERENCE`. The
            split is
            compared as what it pays (each destination's summed percent), so the same lines in another
            order, or one destination's percent sent as two lines, are the same parameters.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ConflictError | DepositResponse | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError
    """

    return sync_detailed(
        client=client,
        body=body,
        x_api_wallet=x_api_wallet,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateDepositRequest,
    x_api_wallet: str | Unset = UNSET,
) -> Response[
    BadRequestError
    | ConflictError
    | DepositResponse
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
]:
    """Create a Pix deposit

     Creates a Pix deposit: a charge with a dynamic BR Code and its QR image, `pending` until the
    payer pays it (designed: it then becomes `paid`, or `expired` at `expiresAt`).

    - Fees: `feeAmount = max(minimumFee, fixed + amount * percentage / 100)` with the company's
    `fees.deposit`, rounded half-up to the centavo; `netAmount = amount - feeAmount`. An amount
    that does not exceed its fee is a `VALIDATION_ERROR` on `amount`, or `SPLIT_EXCEEDS_DEPOSIT`
    when the deposit has splits that take a share (rule 5 of `CreateDepositRequest`).
    - Customer: `phone` comes back as `+` and digits, `document` as digits only; CPF and CNPJ check
    digits are verified (alphanumeric CNPJ included).
    - Split: see `CreateDepositRequest`. Percentages apply to the net amount, duplicate ids are
    summed, the sum may not exceed 1, the issuer may not be a destination (except its company id
    on a wallet deposit), and each part is floor(net * percent) with the rest kept by the issuer.
    - With X-Api-Wallet the deposit belongs to that wallet and carries `wallet`.
    - Designed idempotency: the same `reference` with the same parameters returns the first
    deposit with `Idempotent-Replayed: true`; with different parameters `DUPLICATE_REFERENCE`.

    Args:
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.
        body (CreateDepositRequest): Body of POST /v1/deposits.

            Fees: `feeAmount = max(minimumFee, fixed + amount * percentage / 100)` with the company's
            `fees.deposit`, rounded half-up to the centavo; `netAmount = amount - feeAmount`.

            Split (`splits`, reference 4.6 and 4.7):
            1. Each line is `{id, percent}`, `percent` from 0 to 1, applied to the net amount, not the
            gross.
            2. Lines with the same `id` are summed before validation; the sum must not exceed 1.
            3. Percent outside 0..1, a malformed ULID, a sum above 1 or an unknown destination is a
            `VALIDATION_ERROR` on `splits`: the sum's detail names `splits`, a line's names its field
            (`splits[0].percent`, `splits[0].id`).
            4. The issuing company may not be a destination (`SPLIT_SELF_REFERENCE`), except on a
            deposit
            made with X-Api-Wallet, where its id sends that part to the company's general balance.
            Designed: the issuing wallet itself may not be a destination either
            (`SPLIT_SELF_REFERENCE`:
            a part sent to itself would move nothing).
            5. Splits that take a share (a percent above 0) on a deposit whose fee leaves no net
            amount
            are `SPLIT_EXCEEDS_DEPOSIT`; when every line's percent is 0, such an amount is a
            `VALIDATION_ERROR` on `amount`, as without splits.
            6. When the payment is confirmed each destination is credited floor(net * percent) to the
            centavo (a wallet of the account directly, bypassing the main account) and the rest of the
            net amount stays with the issuer.
            7. Designed: a destination that can no longer move money when the payment is confirmed (a
            wallet
            whose verification was rejected terminally, a deactivated company) is not credited: its
            line's `amount` becomes 0 and its share stays with the issuer. A wallet archived since the
            deposit was created is credited (rule 6), and can be reopened with `status: enabled`; so
            is a
            wallet whose account's wallet feature was turned off since (the money waits for it).
            8. Designed, for a line naming a wallet of the account (the wallet rules of reference
            4.7), when
            the deposit is created: the account's wallet feature must be on (`WALLETS_NOT_ENABLED`),
            an
            archived wallet is a `VALIDATION_ERROR`, and a wallet whose verification was rejected
            terminally is `WALLET_KYC_REJECTED_TERMINAL`; each error names the line's `id` field.

            Idempotency (designed): the same `reference` with the same parameters returns the first
            deposit
            with `Idempotent-Replayed: true`; different parameters are `DUPLICATE_REFERENCE`. The
            split is
            compared as what it pays (each destination's summed percent), so the same lines in another
            order, or one destination's percent sent as two lines, are the same parameters.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ConflictError | DepositResponse | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError]
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
    body: CreateDepositRequest,
    x_api_wallet: str | Unset = UNSET,
) -> (
    BadRequestError
    | ConflictError
    | DepositResponse
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
    """Create a Pix deposit

     Creates a Pix deposit: a charge with a dynamic BR Code and its QR image, `pending` until the
    payer pays it (designed: it then becomes `paid`, or `expired` at `expiresAt`).

    - Fees: `feeAmount = max(minimumFee, fixed + amount * percentage / 100)` with the company's
    `fees.deposit`, rounded half-up to the centavo; `netAmount = amount - feeAmount`. An amount
    that does not exceed its fee is a `VALIDATION_ERROR` on `amount`, or `SPLIT_EXCEEDS_DEPOSIT`
    when the deposit has splits that take a share (rule 5 of `CreateDepositRequest`).
    - Customer: `phone` comes back as `+` and digits, `document` as digits only; CPF and CNPJ check
    digits are verified (alphanumeric CNPJ included).
    - Split: see `CreateDepositRequest`. Percentages apply to the net amount, duplicate ids are
    summed, the sum may not exceed 1, the issuer may not be a destination (except its company id
    on a wallet deposit), and each part is floor(net * percent) with the rest kept by the issuer.
    - With X-Api-Wallet the deposit belongs to that wallet and carries `wallet`.
    - Designed idempotency: the same `reference` with the same parameters returns the first
    deposit with `Idempotent-Replayed: true`; with different parameters `DUPLICATE_REFERENCE`.

    Args:
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.
        body (CreateDepositRequest): Body of POST /v1/deposits.

            Fees: `feeAmount = max(minimumFee, fixed + amount * percentage / 100)` with the company's
            `fees.deposit`, rounded half-up to the centavo; `netAmount = amount - feeAmount`.

            Split (`splits`, reference 4.6 and 4.7):
            1. Each line is `{id, percent}`, `percent` from 0 to 1, applied to the net amount, not the
            gross.
            2. Lines with the same `id` are summed before validation; the sum must not exceed 1.
            3. Percent outside 0..1, a malformed ULID, a sum above 1 or an unknown destination is a
            `VALIDATION_ERROR` on `splits`: the sum's detail names `splits`, a line's names its field
            (`splits[0].percent`, `splits[0].id`).
            4. The issuing company may not be a destination (`SPLIT_SELF_REFERENCE`), except on a
            deposit
            made with X-Api-Wallet, where its id sends that part to the company's general balance.
            Designed: the issuing wallet itself may not be a destination either
            (`SPLIT_SELF_REFERENCE`:
            a part sent to itself would move nothing).
            5. Splits that take a share (a percent above 0) on a deposit whose fee leaves no net
            amount
            are `SPLIT_EXCEEDS_DEPOSIT`; when every line's percent is 0, such an amount is a
            `VALIDATION_ERROR` on `amount`, as without splits.
            6. When the payment is confirmed each destination is credited floor(net * percent) to the
            centavo (a wallet of the account directly, bypassing the main account) and the rest of the
            net amount stays with the issuer.
            7. Designed: a destination that can no longer move money when the payment is confirmed (a
            wallet
            whose verification was rejected terminally, a deactivated company) is not credited: its
            line's `amount` becomes 0 and its share stays with the issuer. A wallet archived since the
            deposit was created is credited (rule 6), and can be reopened with `status: enabled`; so
            is a
            wallet whose account's wallet feature was turned off since (the money waits for it).
            8. Designed, for a line naming a wallet of the account (the wallet rules of reference
            4.7), when
            the deposit is created: the account's wallet feature must be on (`WALLETS_NOT_ENABLED`),
            an
            archived wallet is a `VALIDATION_ERROR`, and a wallet whose verification was rejected
            terminally is `WALLET_KYC_REJECTED_TERMINAL`; each error names the line's `id` field.

            Idempotency (designed): the same `reference` with the same parameters returns the first
            deposit
            with `Idempotent-Replayed: true`; different parameters are `DUPLICATE_REFERENCE`. The
            split is
            compared as what it pays (each destination's summed percent), so the same lines in another
            order, or one destination's percent sent as two lines, are the same parameters.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ConflictError | DepositResponse | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_api_wallet=x_api_wallet,
        )
    ).parsed
