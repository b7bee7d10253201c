from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.add_evidence_request import AddEvidenceRequest
from ...models.bad_request_error import BadRequestError
from ...models.conflict_error import ConflictError
from ...models.forbidden_error import ForbiddenError
from ...models.infraction_response import InfractionResponse
from ...models.internal_server_error import InternalServerError
from ...models.not_found_error import NotFoundError
from ...models.rate_limited_error import RateLimitedError
from ...models.request_too_large_error import RequestTooLargeError
from ...models.unauthorized_error import UnauthorizedError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...models.validation_failed_error import ValidationFailedError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    body: AddEvidenceRequest,
    x_api_wallet: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_api_wallet, Unset):
        headers["X-Api-Wallet"] = x_api_wallet

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/infractions/{id}/evidences".format(
            id=quote(str(id), safe=""),
        ),
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
    | ForbiddenError
    | InfractionResponse
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
        response_200 = InfractionResponse.from_dict(response.json())

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
    | InfractionResponse
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
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: AddEvidenceRequest,
    x_api_wallet: str | Unset = UNSET,
) -> Response[
    BadRequestError
    | ConflictError
    | ForbiddenError
    | InfractionResponse
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
]:
    """Attach evidence to an infraction

     Designed: attaches a file (base64 in JSON) as evidence; only while the infraction is `open` and its
    `defenseDeadline` has not passed, and at most 20 files per infraction (a 21st is 409 `INVALID_STATE`
    naming `evidences`).

    Args:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.
        body (AddEvidenceRequest): Designed: body of POST /v1/infractions/{id}/evidences (JSON,
            file in base64, at most 512 KiB decoded).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ConflictError | ForbiddenError | InfractionResponse | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        x_api_wallet=x_api_wallet,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: AddEvidenceRequest,
    x_api_wallet: str | Unset = UNSET,
) -> (
    BadRequestError
    | ConflictError
    | ForbiddenError
    | InfractionResponse
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | None
):
    """Attach evidence to an infraction

     Designed: attaches a file (base64 in JSON) as evidence; only while the infraction is `open` and its
    `defenseDeadline` has not passed, and at most 20 files per infraction (a 21st is 409 `INVALID_STATE`
    naming `evidences`).

    Args:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.
        body (AddEvidenceRequest): Designed: body of POST /v1/infractions/{id}/evidences (JSON,
            file in base64, at most 512 KiB decoded).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ConflictError | ForbiddenError | InfractionResponse | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
        x_api_wallet=x_api_wallet,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: AddEvidenceRequest,
    x_api_wallet: str | Unset = UNSET,
) -> Response[
    BadRequestError
    | ConflictError
    | ForbiddenError
    | InfractionResponse
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
]:
    """Attach evidence to an infraction

     Designed: attaches a file (base64 in JSON) as evidence; only while the infraction is `open` and its
    `defenseDeadline` has not passed, and at most 20 files per infraction (a 21st is 409 `INVALID_STATE`
    naming `evidences`).

    Args:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.
        body (AddEvidenceRequest): Designed: body of POST /v1/infractions/{id}/evidences (JSON,
            file in base64, at most 512 KiB decoded).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ConflictError | ForbiddenError | InfractionResponse | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        x_api_wallet=x_api_wallet,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: AddEvidenceRequest,
    x_api_wallet: str | Unset = UNSET,
) -> (
    BadRequestError
    | ConflictError
    | ForbiddenError
    | InfractionResponse
    | InternalServerError
    | NotFoundError
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | None
):
    """Attach evidence to an infraction

     Designed: attaches a file (base64 in JSON) as evidence; only while the infraction is `open` and its
    `defenseDeadline` has not passed, and at most 20 files per infraction (a 21st is 409 `INVALID_STATE`
    naming `evidences`).

    Args:
        id (str): A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
        x_api_wallet (str | Unset): A ULID: 26 characters of Crockford base32 (no I, L, O or U),
            time-ordered.
        body (AddEvidenceRequest): Designed: body of POST /v1/infractions/{id}/evidences (JSON,
            file in base64, at most 512 KiB decoded).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ConflictError | ForbiddenError | InfractionResponse | InternalServerError | NotFoundError | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            x_api_wallet=x_api_wallet,
        )
    ).parsed
