"""The rules of hooks.py that explain a 422 to a schema-valid request, each against the values the server
refuses (explained) and near misses it accepts (not explained: a rule wider than the server's would hide a
server bug). Run by test/clients-generated/schemathesis.test.ts:
    .venv-tools/bin/pytest -p no:cacheprovider scripts/schemathesis/test_hooks.py
The examples marked "audit" are the findings' minimal ones (F3-F7)."""

from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import hooks  # noqa: E402

explained = hooks.explained_by_a_rule

CUSTOMER = {"name": "Ana Lima", "document": "11144477735"}


def deposit(**fields):
    return {"amount": 10, "customer": dict(CUSTOMER), "reference": "x", **fields}


# ---- F3: PhoneNumber and PixKey phones: DDD 11-99 without a 0, 9 digits starting with 9 or 8 not with 0/1


@pytest.mark.parametrize("phone", [
    "24451200229",  # audit: DDD 24, 9 digits not starting with 9
    "2(44()51200229",  # audit (full1)
    "4075120()016 ",  # audit (stateful1): 9 digits starting with 5
    "-0 7402907117",  # audit (stateful1): DDD 07
    "+5501987654321",  # DDD 01
    "+55 10 98765-4321",  # DDD 10 holds a 0
    "1912345678",  # 8 digits starting with 1
    "55 11 0234 5678",  # 55 and 12 digits: 8 digits starting with 0
    "123",  # too few digits
])
def test_phone_the_server_refuses(phone):
    assert explained("POST /v1/deposits", deposit(customer={**CUSTOMER, "phone": phone}), "customer.phone")
    assert explained("POST /v1/wallets", {"name": "Loja", "phone": phone}, "phone")


@pytest.mark.parametrize("phone", [
    "24991200229",  # near miss of the audit's: the 9 digits start with 9
    "2491200229",  # 8 digits starting with 9
    "+55 21 99876-5432",
    "(11) 4000-0000",
    "+1 415 555 0100",  # another country: digits only
    " 11 98765-4321 ",
])
def test_phone_the_server_takes(phone):
    assert not explained("POST /v1/deposits", deposit(customer={**CUSTOMER, "phone": phone}), "customer.phone")


@pytest.mark.parametrize("key", ["+5524451200229", "+5501987654321", "+55 (10) 98765-4321", "+55 11 1234-5678", "+552112345678901"])
def test_pix_phone_key_the_server_refuses(key):  # audit: the first two
    assert explained("POST /v1/withdrawals", {"amount": 1, "pixKey": key, "customer": CUSTOMER}, "pixKey")
    assert explained("POST /v1/sandbox/pix-keys", {"key": key, "name": "Ana Lima", "document": "11144477735"}, "key")


@pytest.mark.parametrize("key", ["+5524991200229", "+55 (21) 3232-4455", "+5511987654321", "joao@example.com", "111.444.777-35", "123e4567-e89b-12d3-a456-426614174000"])
def test_pix_key_the_server_takes(key):
    assert not explained("POST /v1/withdrawals", {"amount": 1, "pixKey": key, "customer": CUSTOMER}, "pixKey")


# ---- F4: POST /v1/deposits, an amount that does not exceed its fee


@pytest.fixture
def fees(monkeypatch):
    def use(fixed, percentage, minimum):
        monkeypatch.setattr(hooks, "_deposit_fees", lambda: {"fixed": Decimal(fixed), "percentage": Decimal(percentage), "minimumFee": Decimal(minimum)})

    return use


def test_deposit_amount_at_most_its_fee(fees):
    fees("0.5", "1.5", "1")  # the demo company's
    assert explained("POST /v1/deposits", deposit(amount=1), "amount")  # audit (wallet1)
    assert explained("POST /v1/deposits", deposit(amount=0.01), "amount")
    assert not explained("POST /v1/deposits", deposit(amount=1.01), "amount")
    # with a split that takes a share the refusal is SPLIT_EXCEEDS_DEPOSIT, never this
    assert not explained("POST /v1/deposits", deposit(amount=1, splits=[{"id": "01M8HE42G32845GD1AMR0F7TTB", "percent": 0.5}]), "amount")
    assert explained("POST /v1/deposits", deposit(amount=1, splits=[{"id": "01M8HE42G32845GD1AMR0F7TTB", "percent": 0}]), "amount")


def test_deposit_fee_rounds_half_up(fees):
    fees("0", "50", "0")
    assert explained("POST /v1/deposits", deposit(amount=0.01), "amount")  # fee 0.005 -> 0.01
    assert not explained("POST /v1/deposits", deposit(amount=0.03), "amount")  # fee 0.015 -> 0.02
    fees("0.33", "1.2345", "0.5")
    assert explained("POST /v1/deposits", deposit(amount=0.5), "amount")
    assert not explained("POST /v1/deposits", deposit(amount=0.51), "amount")


def test_deposit_fee_unknown_explains_nothing(monkeypatch):
    monkeypatch.setattr(hooks, "_deposit_fees", lambda: None)
    assert not explained("POST /v1/deposits", deposit(amount=1), "amount")


# ---- F5: FullName (2 characters once trimmed, inner spaces collapsed) and the contest defence (10 once trimmed)


@pytest.mark.parametrize("name", [" a ", "a", "\u3000a\u2003", "\ufeffb\ufeff", "  "])
def test_full_name_short_once_trimmed(name):
    assert explained("POST /v1/deposits", deposit(customer={**CUSTOMER, "name": name}), "customer.name")  # audit: " a "
    assert explained("POST /v1/withdrawals", {"customer": {**CUSTOMER, "name": name}}, "customer.name")
    assert explained("POST /v1/sandbox/companies", {"tradeName": name, "legalName": name}, "tradeName")
    assert explained("POST /v1/sandbox/companies", {"tradeName": "Loja", "legalName": name}, "legalName")
    assert explained("POST /v1/sandbox/pix-keys", {"key": "joao@example.com", "name": name, "document": "11144477735"}, "name")


@pytest.mark.parametrize("name", [" ab ", "a b", "a \u3000 b", " \U0001F600 ", "\x1fa"])
def test_full_name_long_enough(name):
    # an emoji is 2 UTF-16 units, as the server counts; U+001F is no space to JavaScript's trim
    assert not explained("POST /v1/deposits", deposit(customer={**CUSTOMER, "name": name}), "customer.name")
    assert not explained("POST /v1/sandbox/pix-keys", {"key": "joao@example.com", "name": name, "document": "11144477735"}, "name")


def test_defense_short_once_trimmed():
    label = "POST /v1/infractions/{id}/contest"
    assert explained(label, {"defense": "         a"}, "defense")  # audit
    assert explained(label, {"defense": "\ufeff abcdefgh \u00a0"}, "defense")
    assert not explained(label, {"defense": "  abcdefghij  "}, "defense")
    assert not explained(label, {"defense": "a        b"}, "defense")  # inner spaces count
    assert not explained(label, {"defense": "\U0001F600" * 5 + "     "}, "defense")  # 10 UTF-16 units once trimmed
    assert explained(label, {"defense": "\U0001F600" * 4 + "a      "}, "defense")  # 9


# ---- F6: outside sandbox mode, webhook URLs to loopback, private, link-local, CGNAT or unspecified hosts

PRIVATE_URLS = [
    "http://10.0.0.5/hooks",  # audit (nosandbox1, nosandbox2)
    "http://127.0.0.1:9/schemathesis",
    "https://192.168.1.10/h",
    "http://172.31.255.255/h",
    "http://100.64.0.1/h",
    "http://169.254.169.254/latest",
    "http://0.0.0.0/",
    "http://[::1]/h",
    "http://[fd00::1]/h",
    "http://[fe80::1]/h",
    "http://[::ffff:127.0.0.1]/h",
    "http://[64:ff9b::7f00:1]/h",  # NAT64 of 127.0.0.1
    "http://[2002:a00:1::]/h",  # 6to4 of 10.0.0.1
    "http://0x7f000001/h",
    "http://2130706433/h",
    "http://127.1/h",
    "http://0177.0.0.1/h",
    "http://localhost/h",
    "http://LOCALHOST./h",
    "http://api.localhost:8080/h",
    "http://\u2460\u2461\u2466.0.0.1/h",
    "http://10.0.0.5./h",
    "http://10.0.0.5../h",  # a name to the parser; the server drops the dots and sees the address
    "http://10.0.0.5:8080/h",
    "http://[::1]:80/h",
]
PUBLIC_URLS = [
    "https://example.com/h",
    "http://8.8.8.8/h",
    "http://100.128.0.1/h",  # just past 100.64.0.0/10
    "http://172.32.0.1/h",  # just past 172.16.0.0/12
    "http://169.255.0.1/h",
    "http://[2001:4860::8888]/h",
    "http://10.0.0.5.example.com/h",
    "http://localhost.example.com/h",
    "http://[64:ff9b::808:808]/h",
    "http://10.0.0.5:99999/h",  # refused, but as no URL: another rule
    "http://a b.localhost/h",  # likewise
    "http://[::1%25eth0]/h",
]


@pytest.fixture
def sandbox(monkeypatch):
    def use(on: bool):
        monkeypatch.setattr(hooks, "_sandbox", on)

    return use


@pytest.mark.parametrize("url", PRIVATE_URLS)
def test_private_webhook_url_outside_sandbox(sandbox, url):
    sandbox(False)
    assert explained("POST /v1/webhooks", {"url": url}, "url")
    assert explained("PATCH /v1/webhooks/{id}", {"url": url}, "url")
    sandbox(True)
    assert not explained("POST /v1/webhooks", {"url": url}, "url")


@pytest.mark.parametrize("url", PUBLIC_URLS)
def test_public_webhook_url(sandbox, url):
    sandbox(False)
    assert not explained("POST /v1/webhooks", {"url": url}, "url")


def test_webhook_url_with_credentials(sandbox):
    sandbox(True)
    assert explained("POST /v1/webhooks", {"url": "https://user:pw@example.com/h"}, "url")
    assert not explained("POST /v1/webhooks", {"url": "https://example.com/h@x"}, "url")


# ---- F7: metadata numbers a double does not hold exactly, named by their path


@pytest.mark.parametrize("label", ["POST /v1/deposits", "POST /v1/withdrawals", "POST /v1/conversions", "POST /v1/crypto-deposits", "POST /v1/wallets", "PATCH /v1/wallets/{id}"])
def test_inexact_metadata_number(label):
    assert explained(label, {"metadata": {"orderId": 9007199254740993}}, "metadata.orderId")  # audit
    assert explained(label, {"metadata": {"a": [-2305843009213693953]}}, "metadata.a[0]")  # audit (nosandbox2)
    assert explained(label, {"metadata": {"\x1a": [[0, -2305843009213693953]]}}, "metadata.\x1a[0][1]")
    assert explained(label, {"metadata": {"a.b": {"c": 288230376151711743}}}, "metadata.a.b.c")  # audit (tags1)
    assert not explained(label, {"metadata": {"orderId": 9007199254740992}}, "metadata.orderId")  # 2^53
    assert not explained(label, {"metadata": {"orderId": 2**60}}, "metadata.orderId")  # a double holds it
    assert not explained(label, {"metadata": {"x": 0.1, "y": 1e300, "z": -0.0}}, "metadata.x")
    assert not explained(label, {"metadata": {"x": 1, "y": 9007199254740993}}, "metadata.x")  # not the one named
    # the server names the first in the text
    assert not explained(label, {"metadata": {"x": 9007199254740995, "y": 9007199254740993}}, "metadata.y")


def test_json_literal_inexact():
    assert hooks._json_literal_inexact("1e400")
    assert hooks._json_literal_inexact("100.0000000000000001")
    assert hooks._json_literal_inexact("9007199254740993")
    for exact in ("1e2", "1152921504606846976", "1.50", "0.30000000000000004", "-0", "1e-7", "5e-324"):
        assert not hooks._json_literal_inexact(exact), exact


def test_metadata_rule_is_only_where_metadata_is():
    assert not explained("POST /v1/webhooks", {"metadata": {"orderId": 9007199254740993}}, "metadata.orderId")


# ---- found by the rerun of the audit's stateful1 seed: a MED refund the balance cannot cover


def test_resolve_refunded_beyond_the_balance():
    label = "POST /v1/sandbox/infractions/{id}/resolve"
    assert explained(label, {"outcome": "refunded"}, "amount")
    assert not explained(label, {"outcome": "dismissed"}, "amount")  # releases, debits nothing
    assert not explained(label, {"outcome": "refunded"}, "outcome")
