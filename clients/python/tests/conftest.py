"""Fixtures of the smoke flow: the server and credentials come from the environment.

PAYMENTS_BASE_URL    base URL of a server with the sandbox on (e.g. http://127.0.0.1:3000)
PAYMENTS_API_KEY     X-Api-Key of a company on it
PAYMENTS_API_SECRET  X-Api-Secret of that company
"""

import os
import time
import uuid

import pytest

from payments_api_client import Client
from payments_api_client.api.sandbox import sandbox_create_company
from payments_api_client.models import SandboxCompanyResponse, SandboxCreateCompanyRequest


def _env(name: str) -> str:
    value = os.environ.get(name, "")
    if not value:
        pytest.fail(f"{name} is not set: the smoke flow needs PAYMENTS_BASE_URL, PAYMENTS_API_KEY and PAYMENTS_API_SECRET")
    return value


def client_for(api_key: str, api_secret: str) -> Client:
    """The generated Client with the two credential headers every request needs."""
    return Client(
        base_url=_env("PAYMENTS_BASE_URL"),
        headers={"X-Api-Key": api_key, "X-Api-Secret": api_secret},
        raise_on_unexpected_status=True,
        timeout=None,
    )


@pytest.fixture(scope="session")
def client() -> Client:
    """A client with the credentials of the environment."""
    return client_for(_env("PAYMENTS_API_KEY"), _env("PAYMENTS_API_SECRET"))


@pytest.fixture(scope="session")
def fresh_client(client: Client) -> Client:
    """A client of a new company made through the sandbox, so balances start at zero."""
    created = sandbox_create_company.sync(client=client, body=SandboxCreateCompanyRequest(trade_name="Smoke Python Ltda"))
    assert isinstance(created, SandboxCompanyResponse), created
    return client_for(created.data.api_key, created.data.api_secret)


@pytest.fixture
def reference() -> str:
    """A reference no earlier run used."""
    return f"py-smoke-{int(time.time() * 1000)}-{uuid.uuid4().hex[:8]}"
