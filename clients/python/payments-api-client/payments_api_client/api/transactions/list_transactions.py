import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bad_request_error import BadRequestError
from ...models.currency import Currency
from ...models.forbidden_error import ForbiddenError
from ...models.internal_server_error import InternalServerError
from ...models.not_found_error import NotFoundError
from ...models.rate_limited_error import RateLimitedError
from ...models.transaction_page_response import TransactionPageResponse
from ...models.transaction_status import TransactionStatus
from ...models.transaction_type import TransactionType
from ...models.unauthorized_error import UnauthorizedError
from ...models.validation_failed_error import ValidationFailedError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = 1,
    limit: int | Unset = 20,
    status: TransactionStatus | Unset = UNSET,
    reference: str | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    type_: TransactionType | Unset = UNSET,
    currency: Currency | Unset = UNSET,
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

    json_type_: str | Unset = UNSET
    if not isinstance(type_, Unset):
        json_type_ = type_.value

    params["type"] = json_type_

    json_currency: str | Unset = UNSET
    if not isinstance(currency, Unset):
        json_currency = currency.value

    params["currency"] = json_currency

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/transactions",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | TransactionPageResponse
    | UnauthorizedError
    | ValidationFailedError
    | None
):
    if response.status_code == 200:
        response_200 = TransactionPageResponse.from_dict(response.json())

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
    | TransactionPageResponse
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
    status: TransactionStatus | Unset = UNSET,
    reference: str | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    type_: TransactionType | Unset = UNSET,
    currency: Currency | Unset = UNSET,
    x_api_wallet: str | Unset = UNSET,
) -> Response[
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | TransactionPageResponse
    | UnauthorizedError
    | ValidationFailedError
]:
    """List ledger transactions

     Designed: (the reference names the listing, not its records) the ledger movements of the main
    account, or of the wallet named by X-Api-Wallet, newest first. The balances the API reports
    are the sums of these movements per currency and bucket.

    Args:
        page (int | Unset):  Default: 1.
        limit (int | Unset):  Default: 20.
        status (TransactionStatus | Unset): Designed: status of a movement, which is the current
            status of the resource behind it (its
            `sourceType` and `sourceId`): the values of DepositStatus, WithdrawalStatus,
            ConversionStatus,
            CryptoDepositStatus, InfractionStatus and ChargebackStatus. A sandbox credit, and a split
            part
            received from another company's deposit, are `completed`: nothing about them changes
            afterwards,
            and another company's deposit is not this account's to see.
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
        type_ (TransactionType | Unset): Designed: kinds of ledger movement.

            - `deposit`: A deposit was paid: its gross amount.
            - `deposit_fee`: The fee of a paid deposit.
            - `split_sent`: A split part sent to another company or wallet.
            - `split_received`: A split part received from a deposit.
            - `withdraw_hold`: A withdrawal was created: its total moved from available to blocked.
            - `withdraw_release`: A withdrawal failed or was canceled: its total moved back to
            available.
            - `withdraw`: A withdrawal was paid: its total left the blocked balance.
            - `conversion_refund`: A failed conversion: the BRL net amount of its paid charge.
            - `crypto_deposit`: USDT arrived at a deposit address.
            - `infraction_hold`: A MED infraction was opened: the disputed amount moved to blocked.
            - `infraction_release`: A MED infraction was dismissed: the amount moved back to
            available.
            - `chargeback`: A MED refund left the account.
            - `sandbox_credit`: Sandbox: funds credited by POST /v1/sandbox/balance.
        currency (Currency | Unset): A currency of an account balance.

            - `brl`: Brazilian real.
            - `usdt`: Tether USD.
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | TransactionPageResponse | UnauthorizedError | ValidationFailedError]
    """

    kwargs = _get_kwargs(
        page=page,
        limit=limit,
        status=status,
        reference=reference,
        created_from=created_from,
        created_to=created_to,
        type_=type_,
        currency=currency,
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
    status: TransactionStatus | Unset = UNSET,
    reference: str | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    type_: TransactionType | Unset = UNSET,
    currency: Currency | Unset = UNSET,
    x_api_wallet: str | Unset = UNSET,
) -> (
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | TransactionPageResponse
    | UnauthorizedError
    | ValidationFailedError
    | None
):
    """List ledger transactions

     Designed: (the reference names the listing, not its records) the ledger movements of the main
    account, or of the wallet named by X-Api-Wallet, newest first. The balances the API reports
    are the sums of these movements per currency and bucket.

    Args:
        page (int | Unset):  Default: 1.
        limit (int | Unset):  Default: 20.
        status (TransactionStatus | Unset): Designed: status of a movement, which is the current
            status of the resource behind it (its
            `sourceType` and `sourceId`): the values of DepositStatus, WithdrawalStatus,
            ConversionStatus,
            CryptoDepositStatus, InfractionStatus and ChargebackStatus. A sandbox credit, and a split
            part
            received from another company's deposit, are `completed`: nothing about them changes
            afterwards,
            and another company's deposit is not this account's to see.
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
        type_ (TransactionType | Unset): Designed: kinds of ledger movement.

            - `deposit`: A deposit was paid: its gross amount.
            - `deposit_fee`: The fee of a paid deposit.
            - `split_sent`: A split part sent to another company or wallet.
            - `split_received`: A split part received from a deposit.
            - `withdraw_hold`: A withdrawal was created: its total moved from available to blocked.
            - `withdraw_release`: A withdrawal failed or was canceled: its total moved back to
            available.
            - `withdraw`: A withdrawal was paid: its total left the blocked balance.
            - `conversion_refund`: A failed conversion: the BRL net amount of its paid charge.
            - `crypto_deposit`: USDT arrived at a deposit address.
            - `infraction_hold`: A MED infraction was opened: the disputed amount moved to blocked.
            - `infraction_release`: A MED infraction was dismissed: the amount moved back to
            available.
            - `chargeback`: A MED refund left the account.
            - `sandbox_credit`: Sandbox: funds credited by POST /v1/sandbox/balance.
        currency (Currency | Unset): A currency of an account balance.

            - `brl`: Brazilian real.
            - `usdt`: Tether USD.
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | TransactionPageResponse | UnauthorizedError | ValidationFailedError
    """

    return sync_detailed(
        client=client,
        page=page,
        limit=limit,
        status=status,
        reference=reference,
        created_from=created_from,
        created_to=created_to,
        type_=type_,
        currency=currency,
        x_api_wallet=x_api_wallet,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    limit: int | Unset = 20,
    status: TransactionStatus | Unset = UNSET,
    reference: str | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    type_: TransactionType | Unset = UNSET,
    currency: Currency | Unset = UNSET,
    x_api_wallet: str | Unset = UNSET,
) -> Response[
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | TransactionPageResponse
    | UnauthorizedError
    | ValidationFailedError
]:
    """List ledger transactions

     Designed: (the reference names the listing, not its records) the ledger movements of the main
    account, or of the wallet named by X-Api-Wallet, newest first. The balances the API reports
    are the sums of these movements per currency and bucket.

    Args:
        page (int | Unset):  Default: 1.
        limit (int | Unset):  Default: 20.
        status (TransactionStatus | Unset): Designed: status of a movement, which is the current
            status of the resource behind it (its
            `sourceType` and `sourceId`): the values of DepositStatus, WithdrawalStatus,
            ConversionStatus,
            CryptoDepositStatus, InfractionStatus and ChargebackStatus. A sandbox credit, and a split
            part
            received from another company's deposit, are `completed`: nothing about them changes
            afterwards,
            and another company's deposit is not this account's to see.
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
        type_ (TransactionType | Unset): Designed: kinds of ledger movement.

            - `deposit`: A deposit was paid: its gross amount.
            - `deposit_fee`: The fee of a paid deposit.
            - `split_sent`: A split part sent to another company or wallet.
            - `split_received`: A split part received from a deposit.
            - `withdraw_hold`: A withdrawal was created: its total moved from available to blocked.
            - `withdraw_release`: A withdrawal failed or was canceled: its total moved back to
            available.
            - `withdraw`: A withdrawal was paid: its total left the blocked balance.
            - `conversion_refund`: A failed conversion: the BRL net amount of its paid charge.
            - `crypto_deposit`: USDT arrived at a deposit address.
            - `infraction_hold`: A MED infraction was opened: the disputed amount moved to blocked.
            - `infraction_release`: A MED infraction was dismissed: the amount moved back to
            available.
            - `chargeback`: A MED refund left the account.
            - `sandbox_credit`: Sandbox: funds credited by POST /v1/sandbox/balance.
        currency (Currency | Unset): A currency of an account balance.

            - `brl`: Brazilian real.
            - `usdt`: Tether USD.
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | TransactionPageResponse | UnauthorizedError | ValidationFailedError]
    """

    kwargs = _get_kwargs(
        page=page,
        limit=limit,
        status=status,
        reference=reference,
        created_from=created_from,
        created_to=created_to,
        type_=type_,
        currency=currency,
        x_api_wallet=x_api_wallet,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    limit: int | Unset = 20,
    status: TransactionStatus | Unset = UNSET,
    reference: str | Unset = UNSET,
    created_from: datetime.datetime | Unset = UNSET,
    created_to: datetime.datetime | Unset = UNSET,
    type_: TransactionType | Unset = UNSET,
    currency: Currency | Unset = UNSET,
    x_api_wallet: str | Unset = UNSET,
) -> (
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | TransactionPageResponse
    | UnauthorizedError
    | ValidationFailedError
    | None
):
    """List ledger transactions

     Designed: (the reference names the listing, not its records) the ledger movements of the main
    account, or of the wallet named by X-Api-Wallet, newest first. The balances the API reports
    are the sums of these movements per currency and bucket.

    Args:
        page (int | Unset):  Default: 1.
        limit (int | Unset):  Default: 20.
        status (TransactionStatus | Unset): Designed: status of a movement, which is the current
            status of the resource behind it (its
            `sourceType` and `sourceId`): the values of DepositStatus, WithdrawalStatus,
            ConversionStatus,
            CryptoDepositStatus, InfractionStatus and ChargebackStatus. A sandbox credit, and a split
            part
            received from another company's deposit, are `completed`: nothing about them changes
            afterwards,
            and another company's deposit is not this account's to see.
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
        type_ (TransactionType | Unset): Designed: kinds of ledger movement.

            - `deposit`: A deposit was paid: its gross amount.
            - `deposit_fee`: The fee of a paid deposit.
            - `split_sent`: A split part sent to another company or wallet.
            - `split_received`: A split part received from a deposit.
            - `withdraw_hold`: A withdrawal was created: its total moved from available to blocked.
            - `withdraw_release`: A withdrawal failed or was canceled: its total moved back to
            available.
            - `withdraw`: A withdrawal was paid: its total left the blocked balance.
            - `conversion_refund`: A failed conversion: the BRL net amount of its paid charge.
            - `crypto_deposit`: USDT arrived at a deposit address.
            - `infraction_hold`: A MED infraction was opened: the disputed amount moved to blocked.
            - `infraction_release`: A MED infraction was dismissed: the amount moved back to
            available.
            - `chargeback`: A MED refund left the account.
            - `sandbox_credit`: Sandbox: funds credited by POST /v1/sandbox/balance.
        currency (Currency | Unset): A currency of an account balance.

            - `brl`: Brazilian real.
            - `usdt`: Tether USD.
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ForbiddenError | InternalServerError | NotFoundError | RateLimitedError | TransactionPageResponse | UnauthorizedError | ValidationFailedError
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
            type_=type_,
            currency=currency,
            x_api_wallet=x_api_wallet,
        )
    ).parsed
