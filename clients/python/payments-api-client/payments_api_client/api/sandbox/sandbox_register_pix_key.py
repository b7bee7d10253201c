from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bad_request_error import BadRequestError
from ...models.forbidden_error import ForbiddenError
from ...models.internal_server_error import InternalServerError
from ...models.pix_key_holder_response import PixKeyHolderResponse
from ...models.rate_limited_error import RateLimitedError
from ...models.request_too_large_error import RequestTooLargeError
from ...models.sandbox_pix_key_request import SandboxPixKeyRequest
from ...models.unauthorized_error import UnauthorizedError
from ...models.unsupported_media_type_error import UnsupportedMediaTypeError
from ...models.validation_failed_error import ValidationFailedError
from ...types import Response


def _get_kwargs(
    *,
    body: SandboxPixKeyRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sandbox/pix-keys",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | PixKeyHolderResponse
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | None
):
    if response.status_code == 200:
        response_200 = PixKeyHolderResponse.from_dict(response.json())

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
    | ForbiddenError
    | InternalServerError
    | PixKeyHolderResponse
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
    body: SandboxPixKeyRequest,
) -> Response[
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | PixKeyHolderResponse
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
]:
    """Sandbox: register a Pix key holder

     Designed: registers (or replaces) a holder in the sandbox Pix directory, which the `strict`
    check consults. A key not registered matches: a CPF or CNPJ key is held by that document, any
    other key by the withdrawal's own `customer.document`. So a `strict` withdrawal fails
    (`PIX_KEY_DOCUMENT_MISMATCH`) when its key is a CPF or CNPJ other than `customer.document`, or
    a key registered here with another document.

    Args:
        body (SandboxPixKeyRequest): Designed: body of POST /v1/sandbox/pix-keys.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ForbiddenError | InternalServerError | PixKeyHolderResponse | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: SandboxPixKeyRequest,
) -> (
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | PixKeyHolderResponse
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | None
):
    """Sandbox: register a Pix key holder

     Designed: registers (or replaces) a holder in the sandbox Pix directory, which the `strict`
    check consults. A key not registered matches: a CPF or CNPJ key is held by that document, any
    other key by the withdrawal's own `customer.document`. So a `strict` withdrawal fails
    (`PIX_KEY_DOCUMENT_MISMATCH`) when its key is a CPF or CNPJ other than `customer.document`, or
    a key registered here with another document.

    Args:
        body (SandboxPixKeyRequest): Designed: body of POST /v1/sandbox/pix-keys.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ForbiddenError | InternalServerError | PixKeyHolderResponse | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SandboxPixKeyRequest,
) -> Response[
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | PixKeyHolderResponse
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
]:
    """Sandbox: register a Pix key holder

     Designed: registers (or replaces) a holder in the sandbox Pix directory, which the `strict`
    check consults. A key not registered matches: a CPF or CNPJ key is held by that document, any
    other key by the withdrawal's own `customer.document`. So a `strict` withdrawal fails
    (`PIX_KEY_DOCUMENT_MISMATCH`) when its key is a CPF or CNPJ other than `customer.document`, or
    a key registered here with another document.

    Args:
        body (SandboxPixKeyRequest): Designed: body of POST /v1/sandbox/pix-keys.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestError | ForbiddenError | InternalServerError | PixKeyHolderResponse | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: SandboxPixKeyRequest,
) -> (
    BadRequestError
    | ForbiddenError
    | InternalServerError
    | PixKeyHolderResponse
    | RateLimitedError
    | RequestTooLargeError
    | UnauthorizedError
    | UnsupportedMediaTypeError
    | ValidationFailedError
    | None
):
    """Sandbox: register a Pix key holder

     Designed: registers (or replaces) a holder in the sandbox Pix directory, which the `strict`
    check consults. A key not registered matches: a CPF or CNPJ key is held by that document, any
    other key by the withdrawal's own `customer.document`. So a `strict` withdrawal fails
    (`PIX_KEY_DOCUMENT_MISMATCH`) when its key is a CPF or CNPJ other than `customer.document`, or
    a key registered here with another document.

    Args:
        body (SandboxPixKeyRequest): Designed: body of POST /v1/sandbox/pix-keys.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestError | ForbiddenError | InternalServerError | PixKeyHolderResponse | RateLimitedError | RequestTooLargeError | UnauthorizedError | UnsupportedMediaTypeError | ValidationFailedError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
