"""Schemathesis hooks of npm run schemathesis (named by scripts/schemathesis/schemathesis.toml).

Every check stays on. Three of them are narrowed where they contradict a rule the API documents; each
exception is as small as the rule it stands for and, where the request alone can show it, verified
against the request that was sent rather than taken from the answer's word:

1. ignored_auth expects a request without credentials to be refused with 401 or 403. The API reference
   (part 4: "Missing X-Api-Key: HTTP 400", "Missing X-Api-Secret: HTTP 400") refuses a request lacking
   one of the two headers with 400 MISSING_API_KEY / MISSING_API_SECRET, and a wrong pair with 401. A
   400 counts as a refusal only when its code names a header the request really lacked.

2. positive_data_acceptance expects every schema-valid request to be accepted (or refused with 401,
   403, 404, 409 or 429). The contract documents rules that JSON Schema cannot state: check digits,
   decimal places, address checksums, numbers that can exist, lengths once trimmed, and rules that
   depend on stored state or the target's configuration (the balance, the company's wallet mode and
   fees, sandbox mode). A 422 VALIDATION_ERROR passes only when every field it names is covered by
   one of RULES below for that operation, and that rule's test of the sent value agrees.

3. use_after_free expects 404 after a DELETE; DELETE /v1/wallets/{id} archives the wallet (section 4).

Two hooks shape the run without weakening a check: the IP allow-list keeps the tester's address
(section 3) and operations on an id also get ids of real resources (section 5).
"""

from __future__ import annotations

import base64
import hashlib
import inspect
import ipaddress
import json
import re
from decimal import ROUND_HALF_UP, Decimal
from urllib.parse import urlsplit

import schemathesis
from schemathesis.openapi.checks import RejectedPositiveData
from schemathesis.specs.openapi import checks as _checks

# ---- 1. ignored_auth -------------------------------------------------------------------------------

_MISSING_HEADER_CODES = {"MISSING_API_KEY": "x-api-key", "MISSING_API_SECRET": "x-api-secret"}


def _error(response) -> dict | None:
    try:
        body = json.loads(response.content)
    except (ValueError, TypeError):
        return None
    if isinstance(body, dict) and body.get("success") is False and isinstance(body.get("error"), dict):
        return body["error"]
    return None


def _refused_for_a_missing_credential(response) -> bool:
    if response.status_code != 400:
        return False
    header = _MISSING_HEADER_CODES.get(str((_error(response) or {}).get("code")))
    return header is not None and header not in {name.lower() for name in response.request.headers}


_builtin_enforces_auth = _checks._enforces_auth


def _enforces_auth(response, authenticated) -> bool:
    return _builtin_enforces_auth(response, authenticated) or _refused_for_a_missing_credential(response)


# ---- 2. positive_data_acceptance: the documented rules JSON Schema cannot state ----------------------

_MISSING = object()


def _value_at(body, field: str):
    """`customer.document`, `settings.ipAddresses[0]` -> the value in the body, or _MISSING."""
    current = body
    for name, index in re.findall(r"([^.\[\]]+)|\[(\d+)\]", field):
        if index:
            if not isinstance(current, list) or int(index) >= len(current):
                return _MISSING
            current = current[int(index)]
        else:
            if not isinstance(current, dict) or name not in current:
                return _MISSING
            current = current[name]
    return current


# The server is JavaScript: its `trim()` and `\s` know another set of spaces than Python's `strip()` and
# `\s` (U+FEFF is one, U+001C-U+001F and U+0085 are not), its `\d` is ASCII, and a string's `length`
# counts UTF-16 code units (an emoji is 2). Rules that mirror a server test use these.
_JS_SPACE = "\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
_JS_SPACES = re.compile(f"[{_JS_SPACE}]+")


def _js_trim(text: str) -> str:
    return re.sub(f"^[{_JS_SPACE}]+|[{_JS_SPACE}]+\\Z", "", text)


def _js_length(text: str) -> int:
    return sum(2 if ord(c) > 0xFFFF else 1 for c in text)


def _decimals(value) -> int:
    exponent = Decimal(repr(value)).normalize().as_tuple().exponent
    return max(0, -exponent) if isinstance(exponent, int) else 0


def _is_usdt(label: str, body: dict, field: str) -> bool:
    if label in ("POST /v1/crypto-deposits", "POST /v1/sandbox/crypto-deposits/{id}/pay"):
        return True
    if label == "POST /v1/withdrawals":
        return "network" in body  # the USDT variant of the request union
    if label == "POST /v1/sandbox/balance":
        return body.get("currency") == "usdt"
    if label == "POST /v1/conversions":
        return body.get("currency") == "USDT"
    return False


def too_many_decimals(label, body, field, value) -> bool:
    """info.description: BRL amounts have at most 2 decimals, USDT at most 6 (a USDT price 8, a fee
    percentage 4). JSON Schema's `multipleOf` could say it only with binary floats, and validators such
    as AJV then refuse 0.29 as a multiple of 0.01."""
    if field == "usdtPrice":
        allowed = 8
    elif field.endswith(".percentage"):
        allowed = 4
    else:
        allowed = 6 if _is_usdt(label, body, field) else 2
    return isinstance(value, (int, float)) and not isinstance(value, bool) and _decimals(value) > allowed


def _mod11(values, weights) -> int:
    rest = sum(v * w for v, w in zip(values, weights)) % 11
    return 0 if rest < 2 else 11 - rest


def _valid_cpf(d: str) -> bool:
    if not re.fullmatch(r"\d{11}", d) or len(set(d)) == 1:
        return False
    v = [int(c) for c in d]
    return v[9] == _mod11(v[:9], range(10, 1, -1)) and v[10] == _mod11(v[:10], range(11, 1, -1))


def _valid_cnpj(d: str) -> bool:
    if not re.fullmatch(r"[0-9A-Z]{12}\d{2}", d) or re.fullmatch(r"(\d)\1{13}", d):
        return False
    v = [ord(c) - 48 for c in d]
    return v[12] == _mod11(v[:12], [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) and v[13] == _mod11(v[:13], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])


def _normalized_document(text: str) -> str:
    return re.sub(f"[.\\-/{_JS_SPACE}]", "", text).upper()


def not_a_document(label, body, field, value) -> bool:
    """TaxDocument: a CPF or CNPJ with valid check digits (modulo 11; the alphanumeric CNPJ counts
    each character as its ASCII code minus 48), which a pattern cannot check."""
    if not isinstance(value, str):
        return False
    d = _normalized_document(value)
    if field == "taxId" and label.startswith("POST /v1/wallets"):
        return not _valid_cnpj(d)  # a wallet's taxId is a CNPJ (CreateWalletRequest.taxId)
    return not (_valid_cpf(d) or _valid_cnpj(d))


_EMAIL = re.compile(r"[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+")
_EVP = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")


def _brazilian_number(national: str) -> bool:
    """Area code and number, digits only (server/domain/phone.ts isBrazilianNumber): a DDD of two
    digits 1-9, then 9 digits starting with 9 or 8 digits not starting with 0 or 1."""
    return re.fullmatch(r"[1-9]{2}(?:9[0-9]{8}|[2-9][0-9]{7})", national) is not None


def not_a_pix_key(label, body, field, value) -> bool:
    """PixKey: a CPF or CNPJ with valid check digits, an e-mail, a phone +55 with an area code 11-99
    without a 0 and a number that can exist (9 digits starting with 9, or 8 not starting with 0 or 1),
    or an EVP (UUID); the check digits and the number rule put it beyond a pattern. As
    server/domain/pix-key.ts parsePixKey reads it."""
    if not isinstance(value, str):
        return False
    text = _js_trim(value)
    if not text or _js_length(text) > 77:
        return True
    if _EVP.fullmatch(text):
        return False
    if "@" in text:
        return not _EMAIL.fullmatch(text)
    if text.startswith("+"):
        digits = re.sub(f"[{_JS_SPACE}().-]", "", text[1:])
        return not (re.fullmatch(r"55[0-9]{10,11}", digits) and _brazilian_number(digits[2:]))
    d = _normalized_document(text)
    return not ((re.fullmatch(r"[0-9]{11}", d) and _valid_cpf(d)) or (len(d) == 14 and _valid_cnpj(d)))


def not_a_phone(label, body, field, value) -> bool:
    """PhoneNumber: area code and number (10 or 11 digits), with +55 or another country code; a
    Brazilian number has a DDD of two digits 1-9 and 9 digits starting with 9 or 8 not starting with
    0 or 1. As server/domain/phone.ts normalizePhone reads it: beyond a readable pattern."""
    if not isinstance(value, str):
        return False
    text = _js_trim(value)
    digits = re.sub(r"[^0-9]", "", text)
    if text.startswith("+"):
        e164 = "+" + digits
    elif len(digits) in (10, 11):
        e164 = "+55" + digits
    elif digits.startswith("55") and len(digits) in (12, 13):
        e164 = "+" + digits
    else:
        return True
    if e164.startswith("+55") and not _brazilian_number(e164[3:]):
        return True
    return not re.fullmatch(r"\+[1-9][0-9]{9,14}", e164)


_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _valid_tron(address: str) -> bool:
    if not re.fullmatch(r"T[1-9A-HJ-NP-Za-km-z]{33}", address):
        return False
    n = 0
    for c in address:
        n = n * 58 + _B58.index(c)
    raw = n.to_bytes(25, "big") if n.bit_length() <= 200 else b""
    if len(raw) != 25 or raw[0] != 0x41:
        return False
    return hashlib.sha256(hashlib.sha256(raw[:21]).digest()).digest()[:4] == raw[21:]


def not_an_address_of_the_network(label, body, field, value) -> bool:
    """`address` is validated for `network`: TRON base58check (TRX), EVM hex with the EIP-55 checksum
    when it mixes cases (ETH). A mixed-case EVM address is taken at the server's word: its checksum
    needs keccak-256, which Python's hashlib does not have."""
    if not isinstance(value, str):
        return False
    network = str(body.get("network", "")).upper()
    if network == "TRX":
        return not _valid_tron(value)
    if network == "ETH":
        if not re.fullmatch(r"0x[0-9a-fA-F]{40}", value):
            return True
        hexpart = value[2:]
        return hexpart not in (hexpart.lower(), hexpart.upper())
    return False


def not_a_cidr(label, body, field, value) -> bool:
    """settings.ipAddresses: IPv4 or IPv6 ranges in CIDR notation (or single addresses)."""
    if not isinstance(value, str):
        return False
    try:
        ipaddress.ip_network(value.strip(), strict=False)
    except ValueError:
        return True
    return False


def url_with_credentials(label, body, field, value) -> bool:
    """Webhook URLs may not carry a user or password (CreateWebhookRequest.url, UpdateWebhookRequest.url:
    "a URL with a user name or password is refused")."""
    if not isinstance(value, str):
        return False
    try:
        parts = urlsplit(value)
        return bool(parts.username or parts.password)
    except ValueError:
        return True


def split_above_whole(label, body, field, value) -> bool:
    """CreateDepositRequest.splits: the percents, duplicates summed, add up to at most 1 (100%)."""
    splits = body.get("splits")
    if not isinstance(splits, list):
        return False
    percents = [s.get("percent") for s in splits if isinstance(s, dict)]
    return sum(Decimal(repr(p)) for p in percents if isinstance(p, (int, float)) and not isinstance(p, bool)) > 1


def not_of_its_content_type(label, body, field, value) -> bool:
    """AddEvidenceRequest.contentBase64: the file's bytes must be of `contentType` (a PDF has `%PDF-`
    in its first 1,024 bytes, a PNG starts with the PNG signature, a JPEG with FF D8 FF)."""
    if not isinstance(value, str):
        return False
    try:
        data = value.rstrip("=")  # the contract allows any number of `=` after the data
        content = base64.b64decode(data + "=" * (-len(data) % 4), validate=True)
    except ValueError:
        return False
    kind = body.get("contentType")
    if kind == "application/pdf":
        return b"%PDF-" not in content[:1024]
    if kind == "image/png":
        return not content.startswith(b"\x89PNG\r\n\x1a\n")
    if kind == "image/jpeg":
        return not content.startswith(b"\xff\xd8\xff")
    return False


def blank(label, body, field, value) -> bool:
    """Names are trimmed before the minimum length is checked (UpdateWalletRequest.name)."""
    return isinstance(value, str) and _js_trim(value) == ""


def short_once_trimmed(label, body, field, value) -> bool:
    """FullName: "2 to 120 characters once trimmed (inner spaces collapse to one)"; as
    server/usecases/customers.ts checkedName counts them (JavaScript's trim, `\\s+` to one space,
    UTF-16 length)."""
    return isinstance(value, str) and _js_length(_JS_SPACES.sub(" ", _js_trim(value))) < 2


def defense_short_once_trimmed(label, body, field, value) -> bool:
    """ContestInfractionRequest.defense: "at least 10 characters once the spaces around it are trimmed"
    (server/usecases/infractions.ts: JavaScript's trim, UTF-16 length)."""
    return isinstance(value, str) and _js_length(_js_trim(value)) < 10


# -- what the target is and holds, read from it when a rule needs it (as section 5 makes its resources)


def _api(method: str, path: str, body=None):
    """An answer of the target as the caller of PAYMENTS_API_KEY, or None when it cannot be had."""
    import os

    import requests

    base = os.environ.get("PAYMENTS_BASE_URL", "").rstrip("/")
    headers = {"X-Api-Key": os.environ.get("PAYMENTS_API_KEY", ""), "X-Api-Secret": os.environ.get("PAYMENTS_API_SECRET", "")}
    try:
        return requests.request(method, base + path, json=body, headers=headers, timeout=30)
    except requests.RequestException:
        return None


_sandbox: bool | None = None


def _sandbox_mode() -> bool:
    """Whether the target has the sandbox surface: a sandbox route answers 404 only when it is off
    (server/app.ts; GET on POST-only /v1/sandbox/balance is otherwise 405). When the target cannot
    tell, sandbox mode is assumed, where the rules that need it off explain nothing."""
    global _sandbox
    if _sandbox is None:
        answer = _api("GET", "/v1/sandbox/balance")
        _sandbox = answer is None or answer.status_code != 404
    return _sandbox


def _deposit_fees() -> dict | None:
    """The company's `fees.deposit` now (GET /v1/company): PATCH /v1/sandbox/company changes them in a run."""
    answer = _api("GET", "/v1/company")
    try:
        fees = json.loads(answer.content, parse_float=Decimal)["data"]["fees"]["deposit"] if answer is not None and answer.status_code == 200 else None
    except (ValueError, TypeError, KeyError):
        return None
    return fees if isinstance(fees, dict) else None


def _minor(value) -> int | None:
    """Centavos of a JSON number the server would read (at most 2 decimals), else None."""
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal)):
        return None
    d = Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
    minor = d * 100
    return int(minor) if minor == minor.to_integral_value() else None


def amount_within_the_fee(label, body, field, value) -> bool:
    """POST /v1/deposits: "An amount that does not exceed its fee is a VALIDATION_ERROR on amount" (or
    SPLIT_EXCEEDS_DEPOSIT when a split takes a share), feeAmount = max(minimumFee, fixed + amount *
    percentage / 100) rounded half-up to the centavo with the company's fees.deposit (server/domain/money.ts)."""
    amount = _minor(value)
    if amount is None:
        return False
    splits = body.get("splits")
    if isinstance(splits, list) and any(isinstance(s, dict) and isinstance(s.get("percent"), (int, float)) and not isinstance(s.get("percent"), bool) and s["percent"] > 0 for s in splits):
        return False  # then it is SPLIT_EXCEEDS_DEPOSIT, not this
    fees = _deposit_fees()
    if fees is None:
        return False
    try:
        fixed = (Decimal(str(fees["fixed"])) * 100).quantize(Decimal(1), rounding=ROUND_HALF_UP)
        minimum = (Decimal(str(fees["minimumFee"])) * 100).quantize(Decimal(1), rounding=ROUND_HALF_UP)
        percent = (Decimal(amount) * Decimal(str(fees["percentage"])) / 100).quantize(Decimal(1), rounding=ROUND_HALF_UP)
    except (KeyError, ArithmeticError):
        return False
    return amount <= max(minimum, fixed + percent)


# The IP ranges of server/domain/private-address.ts, which a webhook may not reach outside sandbox mode.
_NON_PUBLIC = [ipaddress.ip_network(r) for r in (
    "0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12", "192.0.0.0/24",
    "192.0.2.0/24", "192.168.0.0/16", "198.18.0.0/15", "198.51.100.0/24", "203.0.113.0/24", "224.0.0.0/3",
    "::/96", "64:ff9b:1::/48", "100::/64", "2001:db8::/32", "fc00::/7", "fe80::/10", "ff00::/8",
)]


def _non_public_address(address) -> bool:
    """isNonPublicAddress: in a range (an IPv4 range also holds its IPv4-mapped form), or an IPv4 address
    inside NAT64's 64:ff9b::/96 (last 32 bits) or 6to4's 2002::/16 (the 32 bits after the prefix)."""
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return _non_public_address(address.ipv4_mapped)
        n = int(address)
        if any(address.version == r.version and address in r for r in _NON_PUBLIC):
            return True
        if n >> 32 == 0x0064FF9B << 64:
            return _non_public_address(ipaddress.IPv4Address(n & 0xFFFFFFFF))
        if n >> 112 == 0x2002:
            return _non_public_address(ipaddress.IPv4Address((n >> 80) & 0xFFFFFFFF))
        return False
    return any(address.version == r.version and address in r for r in _NON_PUBLIC)


def _whatwg_ipv4_number(part: str) -> int | None:
    if part[:2] in ("0x", "0X"):
        digits, base = part[2:], 16
    elif len(part) > 1 and part[0] == "0":
        digits, base = part[1:], 8
    else:
        digits, base = part, 10
    if digits == "":
        return 0 if base != 10 else None
    try:
        return int(digits, base) if re.fullmatch(r"[0-9a-fA-F]+", digits) else None
    except ValueError:
        return None


def _whatwg_host(url: str):
    """The host a WHATWG URL parser (the server's `new URL`) reads in an http(s) URL: an address, a
    lower-case name, or None when the URL has none it can read."""
    url = re.sub(r"[\t\n\r]", "", url.strip("".join(chr(c) for c in range(0x21))))
    match = re.match(r"[A-Za-z][A-Za-z0-9+.-]*:[/\\]*([^/\\?#]*)", url)
    if not match or not re.match(r"[A-Za-z][A-Za-z0-9+.-]*://[^/?#]", url):
        return None
    authority = match.group(1).rsplit("@", 1)[-1]
    end = authority.find("]") + 1 if authority.startswith("[") else 0
    host, port = (authority[:end], authority[end:]) if end else (authority.split(":", 1)[0], authority[len(authority.split(":", 1)[0]):])
    if port and not (re.fullmatch(r":[0-9]*", port) and (port == ":" or int(port[1:]) <= 65535)):
        return None  # a port the parser refuses: the URL is refused as no URL
    if end:
        try:
            return ipaddress.IPv6Address(host[1:-1]) if "%" not in host else None
        except ValueError:
            return None
    from urllib.parse import unquote

    try:
        import idna

        host = idna.uts46_remap(unquote(host), std3_rules=False, transitional=False)
    except ImportError:
        host = unquote(host).lower()
    except (idna.IDNAError, UnicodeError, ValueError):
        return None
    if host == "" or re.search(r"[\x00-\x20#/:<>?@\[\\\]^|%\x7f]", host):
        return None  # a forbidden domain code point: no URL either
    parts = host.split(".")
    if parts[-1] == "" and len(parts) > 1:
        parts = parts[:-1]
    last = parts[-1]
    if not (re.fullmatch(r"[0-9]+", last) or (last[:2] in ("0x", "0X") and _whatwg_ipv4_number(last) is not None)):
        return host  # a name
    numbers = [_whatwg_ipv4_number(p) for p in parts] if len(parts) <= 4 else [None]
    if None in numbers or any(n > 255 for n in numbers[:-1]) or numbers[-1] >= 256 ** (5 - len(numbers)):
        return None
    value = numbers[-1] + sum(n << (8 * (3 - i)) for i, n in enumerate(numbers[:-1]))
    return ipaddress.IPv4Address(value)


def private_url_outside_sandbox(label, body, field, value) -> bool:
    """CreateWebhookRequest: "outside sandbox mode URLs whose host is a loopback or private address are
    refused (VALIDATION_ERROR on url)" (PATCH applies the same): `localhost` names and literal addresses
    of server/domain/private-address.ts, read as the server's WHATWG URL parser reads the host
    (`0x7f000001`, `127.1`, `[::ffff:127.0.0.1]` are 127.0.0.1)."""
    if not isinstance(value, str) or _sandbox_mode():
        return False
    host = _whatwg_host(value)
    if isinstance(host, str):  # a name: isNonPublicHost drops its trailing dots, then may see an address
        name = host.rstrip(".")
        try:
            return _non_public_address(ipaddress.IPv4Address(name))
        except ValueError:
            return name == "localhost" or name.endswith(".localhost")
    return host is not None and _non_public_address(host)


def _json_literal_inexact(literal: str) -> bool:
    """server/http/exact-numbers.ts isInexact: the double a JSON number literal is read as is not the
    number it writes (out of range, more digits than a double keeps), an integer a double holds
    (2^60) or a decimal whose shortest form reads back (0.1) being exact."""
    value = float(literal)
    if value in (float("inf"), float("-inf")):
        return True

    def canonical(text: str):
        match = re.fullmatch(r"(-?)([0-9]*)(?:\.([0-9]*))?(?:[eE]([+-]?[0-9]+))?", text)
        whole, fraction, exponent = match.group(2), match.group(3) or "", int(match.group(4) or 0)
        every = (whole + fraction).lstrip("0")
        digits = every.rstrip("0")
        if digits == "":
            return ("", "0", 0)
        return (match.group(1), digits, exponent - len(fraction) + (len(every) - len(digits)))

    written = canonical(literal)
    if written == canonical(repr(value)):
        return False
    sign, digits, power = written
    return not (power >= 0 and value == int(value) and int(value) == int(sign + digits) * 10**power)


def _inexact_numbers(value, name: str):
    """(name as the server writes it, e.g. `metadata.a[0]`) of each number in `value` whose JSON text
    (json.dumps, as Schemathesis sends it) is inexact, in the order of the text."""
    if isinstance(value, bool) or value is None:
        return
    if isinstance(value, (int, float)):
        if _json_literal_inexact(json.dumps(value)):
            yield name
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _inexact_numbers(item, f"{name}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _inexact_numbers(item, f"{name}[{index}]")


def inexact_metadata_number(label, body, field, value) -> bool:
    """Metadata: "a number in it that a JSON number (an IEEE 754 double) does not hold exactly ... is a
    VALIDATION_ERROR naming its path (metadata.orderId)". The server names the first such number of the
    body (server/http/exact-numbers.ts); names are matched as the server writes them, not looked up (a
    key may hold `.` or `[`)."""
    first = next(_inexact_numbers(body.get("metadata"), "metadata"), None) if isinstance(body.get("metadata"), dict) else None
    return first is not None and first == field


def not_sent(label, body, field, value) -> bool:
    """The field is optional in the schema, required by a documented state of the account or resource."""
    return value is _MISSING


def refunded_beyond_the_balance(label, body, field, value) -> bool:
    """POST /v1/sandbox/infractions/{id}/resolve: `refunded` "debits the account as accept does, so it is
    refused the same way when the account cannot cover the infraction's amount (422 VALIDATION_ERROR
    on amount, the infraction's)"; `amount` is not in the body: only the outcome `refunded` debits."""
    return body.get("outcome") == "refunded"


def state_of_the_account(label, body, field, value) -> bool:
    """Refused for stored state the request cannot show (the balance, another resource's status)."""
    return True


_RFC3339 = re.compile(r"(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?([Zz]|[+-]\d{2}:\d{2})")


def _days_from_civil(y: int, m: int, d: int) -> int:
    """Days since 1970-01-01 of a proleptic Gregorian date, year 0 included (datetime stops at year 1)."""
    y -= m <= 2
    era = y // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    return era * 146097 + yoe * 365 + yoe // 4 - yoe // 100 + doy - 719468


def _instant(text):
    """(UTC seconds, leap second, fraction digits) of an RFC 3339 date-time, ordered as instants:
    a leap second (23:59:60) after every fraction of the second before it (server/domain/instant.ts)."""
    match = _RFC3339.fullmatch(text) if isinstance(text, str) else None
    if not match:
        return None
    y, mo, d, h, mi, sec = (int(g) for g in match.groups()[:6])
    zone = match.group(8)
    offset = 0 if zone in ("Z", "z") else (1 if zone[0] == "+" else -1) * (int(zone[1:3]) * 60 + int(zone[4:6]))
    seconds = _days_from_civil(y, mo, d) * 86400 + h * 3600 + mi * 60 + min(sec, 59) - offset * 60
    return seconds, sec == 60, (match.group(7) or "").rstrip("0")


def range_reversed(label, sent, field, value) -> bool:
    """ListQuery.createdFrom: "After `createdTo`: `VALIDATION_ERROR`" (exact instants)."""
    start, end = _instant(sent.get("createdFrom")), _instant(sent.get("createdTo"))
    if start is None or end is None:
        return False
    width = max(len(start[2]), len(end[2]))
    return (start[0], start[1], start[2].ljust(width, "0")) > (end[0], end[1], end[2].ljust(width, "0"))


_ANY_AMOUNT = r"(amount|expectedAmount)"
# (operation label, field): tests, any of which may explain the refusal, and why. Labels and fields are
# regular expressions matched whole; fields as the API names them (`customer.document`, `splits[0].id`).
RULES: list[tuple[str, str, tuple]] = [
    (r".*", _ANY_AMOUNT, (too_many_decimals,)),
    (r"PATCH /v1/sandbox/company", r"usdtPrice|fees\.(deposit|withdraw)\.(fixed|percentage|minimumFee)", (too_many_decimals,)),
    (r"POST /v1/deposits", r"splits", (split_above_whole,)),
    (r"(POST|PATCH) /v1/wallets.*", r"name", (blank,)),
    (r".*", r"(customer\.)?document|taxId", (not_a_document,)),
    (r".*", r"pixKey|key", (not_a_pix_key,)),
    (r".*", r"(customer\.)?phone", (not_a_phone,)),
    (r"POST /v1/(withdrawals|conversions)", r"address", (not_an_address_of_the_network,)),
    (r"PATCH /v1/sandbox/company", r"settings\.ipAddresses\[\d+\]", (not_a_cidr,)),
    (r"(POST|PATCH) /v1/webhooks.*", r"url", (url_with_credentials, private_url_outside_sandbox)),
    (r"POST /v1/(deposits|withdrawals|conversions|crypto-deposits)", r"customer\.name", (short_once_trimmed,)),
    (r"POST /v1/sandbox/companies", r"tradeName|legalName", (short_once_trimmed,)),
    (r"POST /v1/sandbox/pix-keys", r"name", (short_once_trimmed,)),
    (r"POST /v1/infractions/\{id\}/contest", r"defense", (defense_short_once_trimmed,)),
    (r"POST /v1/deposits", r"amount", (amount_within_the_fee,)),
    (r"POST /v1/(deposits|withdrawals|conversions|crypto-deposits|wallets)|PATCH /v1/wallets/\{id\}", r"metadata[.\[][\s\S]*", (inexact_metadata_number,)),
    (r"POST /v1/infractions/\{id\}/evidences", r"contentBase64", (not_of_its_content_type,)),
    # CreateWalletRequest: "taxId, email and phone are required when the account's walletMode is kyc".
    (r"POST /v1/wallets", r"taxId|email|phone", (not_sent,)),
    # SandboxPayCryptoDepositRequest.amount: "required when none was given" at creation.
    (r"POST /v1/sandbox/crypto-deposits/\{id\}/pay", r"amount", (not_sent,)),
    # Withdrawals and MED refunds: "insufficient balance is VALIDATION_ERROR on amount" (DESIGN, errors table).
    (r"POST /v1/withdrawals|POST /v1/infractions/\{id\}/accept", r"amount", (state_of_the_account,)),
    # Resolving a contested infraction as refunded when the balance cannot cover it (its description).
    (r"POST /v1/sandbox/infractions/\{id\}/resolve", r"amount", (refunded_beyond_the_balance,)),
    # A MED infraction's amount may not exceed its deposit's (SandboxOpenInfractionRequest.amount).
    (r"POST /v1/sandbox/infractions", r"amount", (state_of_the_account,)),
    # Conversions: the amount must cover the company's conversion fees, and a USDT amount at the
    # configured price may not make a Pix charge above BRL 10,000,000 (CreateConversionRequest.amount).
    (r"POST /v1/conversions", r"amount", (state_of_the_account,)),
    # Splits to a destination that is neither a company nor a wallet of the account (DESIGN: Split).
    (r"POST /v1/deposits", r"splits\[\d+\]\.id", (state_of_the_account,)),
    # A wallet's externalId is unique within the company (CreateWalletRequest.externalId).
    (r"(POST|PATCH) /v1/wallets.*", r"externalId", (state_of_the_account,)),
    # Resending a verification needs one pending (POST /v1/wallets/{id}/verification/resend).
    (r"POST /v1/wallets/\{id\}/verification/resend", r"verification\.status", (state_of_the_account,)),
    # A listing's createdFrom after its createdTo (ListQuery.createdFrom); the query is what is sent.
    (r"GET /v1/(deposits|withdrawals|conversions|transactions|infractions|chargebacks)", r"createdFrom", (range_reversed,)),
]

# Error codes other than VALIDATION_ERROR with which an operation refuses schema-valid data for stored
# state, each documented in the errors table: a split to the issuing company itself, or splits above
# what remains of the deposit after its fee (the company's fee schedule decides).
STATE_CODES: dict[str, set[str]] = {
    "POST /v1/deposits": {"SPLIT_SELF_REFERENCE", "SPLIT_EXCEEDS_DEPOSIT"},
}


def explained_by_a_rule(label: str, body, field: str) -> bool:
    value = _value_at(body, field) if isinstance(body, dict) else _MISSING
    for op, name, tests in RULES:
        if re.fullmatch(op, label) and re.fullmatch(name, field):
            if any(test(label, body if isinstance(body, dict) else {}, field, value) for test in tests):
                return True
    return False


def _refused_for_documented_rules(case, response) -> bool:
    if response.status_code != 422:
        return False
    error = _error(response) or {}
    details = error.get("details")
    label = f"{case.method.upper()} {case.path}"
    if error.get("code") in STATE_CODES.get(label, set()):
        return True
    if error.get("code") != "VALIDATION_ERROR" or not isinstance(details, list) or not details:
        return False
    # What the rules read: the body, or for an operation without one its query (a listing's filters).
    sent = case.body if isinstance(case.body, dict) else (case.query or {})
    return all(isinstance(d, dict) and explained_by_a_rule(label, sent, str(d.get("field"))) for d in details)


_builtin_positive_data_acceptance = _checks._openapi_positive_data_acceptance


def _positive_data_acceptance(ctx, response, case):
    try:
        return _builtin_positive_data_acceptance(ctx, response, case)
    except RejectedPositiveData:
        if _refused_for_documented_rules(case, response):
            return None
        raise


# ---- 3. the run must not lock itself out -----------------------------------------------------------
# PATCH /v1/sandbox/company may turn on the IP allow-list (settings.ipEnabled) with ranges that leave out
# the tester's own address; from then on every request is 403 IP_NOT_ALLOWED, and the rest of the run
# tests nothing (the refusal itself is tested in test/security/). Whenever a generated body sets the
# allow-list, the loopback ranges are added to it, so the run keeps its access; all other data is sent
# as generated.

_LOOPBACK = ["127.0.0.0/8", "::1/128"]


@schemathesis.hook
def before_call(context, case, kwargs):
    if case.method.upper() != "PATCH" or case.path != "/v1/sandbox/company" or not isinstance(case.body, dict):
        return
    settings = case.body.get("settings")
    if not isinstance(settings, dict) or not ({"ipEnabled", "ipAddresses"} & settings.keys()):
        return
    ranges = settings.get("ipAddresses", [])
    if isinstance(ranges, list):
        settings["ipAddresses"] = (ranges if len(ranges) <= 48 else ranges[:48]) + _LOOPBACK


# ---- 4. use_after_free: DELETE /v1/wallets/{id} archives --------------------------------------------
# use_after_free expects 404 from a resource after its DELETE. The API reference (part 3, the wallet
# states; part 5, "DELETE /v1/wallets/{id}: archive wallet") keeps an archived wallet: `status`
# `disabled`, readable, and reactivated by PATCH with `status: enabled`. So reads and edits under
# /v1/wallets/{id} after a DELETE whose own answer shows that wallet archived are what the reference
# says; a DELETE of anything else, or one that did not answer with the wallet disabled, is checked as
# shipped.

_builtin_recreated_after_delete = _checks._resource_recreated_after_delete


def _archived_by_the_delete(ctx, delete_case_id: str, delete_path) -> bool:
    if delete_path.value != "/v1/wallets/{id}":
        return False
    answer = ctx.internals.find_response(case_id=delete_case_id)
    try:
        data = json.loads(answer.content).get("data") if answer is not None else None
    except (ValueError, TypeError, AttributeError):
        return False
    return isinstance(data, dict) and data.get("id") == delete_path.variables.get("id") and data.get("status") == "disabled"


def _recreated_or_archived(ctx, *, delete_case_id, current_case_id, delete_path) -> bool:
    if _builtin_recreated_after_delete(ctx, delete_case_id=delete_case_id, current_case_id=current_case_id, delete_path=delete_path):
        return True
    return _archived_by_the_delete(ctx, delete_case_id, delete_path)


# ---- 5. existing resources for the operations on an id ----------------------------------------------
# A drawn ULID names nothing, so an operation on `{id}` would only ever meet 404 and never reach its
# logic. Once per run, a few real resources are made through the API itself (as the caller of
# PAYMENTS_API_KEY), and each such operation is sent either its drawn id or the id of a resource of
# its kind, Hypothesis choosing. Transitions spend them (a paid deposit cannot be paid again): the
# later calls meet the documented 409 and 422 of a resource in another state.

_SEED_OF_PATH = {
    "/v1/deposits/{id}": "deposit",
    "/v1/sandbox/deposits/{id}/pay": "deposit",
    "/v1/sandbox/deposits/{id}/expire": "deposit_to_expire",
    "/v1/withdrawals/{id}": "withdrawal",
    "/v1/withdrawals/{id}/payload": "withdrawal",
    "/v1/sandbox/withdrawals/{id}/approve": "withdrawal",
    "/v1/sandbox/withdrawals/{id}/reject": "withdrawal",
    "/v1/sandbox/withdrawals/{id}/payload": "withdrawal",
    "/v1/conversions/{id}": "conversion",
    "/v1/sandbox/conversions/{id}/pay": "conversion",
    "/v1/sandbox/conversions/{id}/expire": "conversion",
    "/v1/crypto-deposits/{id}": "crypto_deposit",
    "/v1/sandbox/crypto-deposits/{id}/pay": "crypto_deposit",
    "/v1/infractions/{id}": "infraction",
    "/v1/infractions/{id}/accept": "infraction",
    "/v1/infractions/{id}/contest": "infraction",
    "/v1/infractions/{id}/evidences": "infraction",
    "/v1/sandbox/infractions/{id}/resolve": "infraction",
    "/v1/chargebacks/{id}": "chargeback",
    "/v1/wallets/{id}": "wallet",
    "/v1/wallets/{id}/balance": "wallet",
    "/v1/wallets/{id}/verification/resend": "wallet",
    "/v1/sandbox/wallets/{id}/verification": "wallet",
    "/v1/webhooks/{id}": "webhook",
    "/v1/webhooks/{id}/deliveries": "webhook",
}
_ULID = re.compile(r"[0-7][0-9A-HJKMNP-TV-Z]{25}")
_seeds: dict[str, str] | None = None


def _seed() -> dict[str, str]:
    """Makes one resource of each kind; a kind that cannot be made is left out (and its operations keep drawn ids)."""
    global _seeds
    if _seeds is not None:
        return _seeds
    import sys
    import time

    _seeds = {}
    run = f"{int(time.time() * 1000)}"
    payer = {"name": "Maria Oliveira Santos", "document": "529.982.247-25"}
    recipient = {"name": "João Pereira Lima", "document": "111.444.777-35", "email": "joao.pereira@example.com", "phone": "+55 21 99876-5432"}

    def call(method: str, path: str, body=None) -> dict:
        answer = _api(method, path, body)
        if answer is None:
            raise RuntimeError(f"{method} {path}: no answer")
        if answer.status_code >= 300:
            raise RuntimeError(f"{method} {path}: HTTP {answer.status_code} {answer.text[:300]}")
        return answer.json()["data"]

    steps = [
        ("deposit", lambda: call("POST", "/v1/deposits", {"amount": 150, "customer": payer, "reference": f"st-{run}-d1"})["id"]),
        ("deposit_to_expire", lambda: call("POST", "/v1/deposits", {"amount": 20, "customer": payer, "reference": f"st-{run}-d2"})["id"]),
        ("conversion", lambda: call("POST", "/v1/conversions", {"asset": "USDT", "method": "PIX", "network": "TRX", "address": "TNzZ97UYXEHNdxQTFPLFzdssnyEkbzhuf1", "amount": 500, "currency": "BRL", "customer": payer, "reference": f"st-{run}-c"})["id"]),
        ("crypto_deposit", lambda: call("POST", "/v1/crypto-deposits", {"network": "TRX", "expectedAmount": 250, "reference": f"st-{run}-u"})["id"]),
        ("withdrawal", lambda: (call("POST", "/v1/sandbox/balance", {"amount": 1000, "currency": "brl"}), call("POST", "/v1/withdrawals", {"amount": 10, "pixKey": "joao.pereira@example.com", "customer": recipient, "reference": f"st-{run}-w"})["id"])[1]),
        ("wallet", lambda: call("POST", "/v1/wallets", {"name": "Loja Schemathesis", "externalId": f"st-{run}", "taxId": "45.378.069/0001-91", "email": "loja@example.com", "phone": "+55 11 4000-0000"})["id"]),
        # outside sandbox mode a loopback receiver is refused: a name that never resolves (RFC 2606 .invalid) is not
        ("webhook", lambda: call("POST", "/v1/webhooks", {"url": "http://127.0.0.1:9/schemathesis" if _sandbox_mode() else "https://schemathesis.invalid/hook", "enabled": False})["id"]),
    ]

    def infraction_on_a_paid_deposit(reference: str) -> str:
        paid = call("POST", "/v1/deposits", {"amount": 80, "customer": payer, "reference": reference})["id"]
        call("POST", f"/v1/sandbox/deposits/{paid}/pay")
        return call("POST", "/v1/sandbox/infractions", {"depositId": paid, "reason": "fraud", "description": "Aberta pelo Schemathesis."})["id"]

    def chargeback() -> str:
        infraction = infraction_on_a_paid_deposit(f"st-{run}-i2")
        call("POST", f"/v1/infractions/{infraction}/accept")
        return call("GET", f"/v1/chargebacks?limit=1")["items"][0]["id"]

    steps += [("infraction", lambda: infraction_on_a_paid_deposit(f"st-{run}-i1")), ("chargeback", chargeback)]
    for kind, make in steps:
        try:
            _seeds[kind] = make()
        except Exception as exc:  # the run goes on with drawn ids for this kind; say why
            print(f"schemathesis hooks: no {kind} to test with ({exc})", file=sys.stderr)
    return _seeds


@schemathesis.hook
def flatmap_path_parameters(context, path_parameters):
    from hypothesis import strategies as st

    kind = _SEED_OF_PATH.get(context.operation.path) if context.operation is not None else None
    drawn = path_parameters.get("id") if isinstance(path_parameters, dict) else None
    if kind is None or not isinstance(drawn, str) or not _ULID.fullmatch(drawn):
        return st.just(path_parameters)  # negative data (a malformed id) stays as drawn
    seeded = _seed().get(kind)
    if seeded is None:
        return st.just(path_parameters)
    return st.sampled_from([path_parameters, {**path_parameters, "id": seeded}])


# The pinned schemathesis (requirements-tools.txt) calls both module-level helpers from its checks;
# fail loudly if an upgrade renames them rather than silently checking something else.
assert "_enforces_auth" in inspect.unwrap(_checks.ignored_auth).__code__.co_names
assert "_openapi_positive_data_acceptance" in inspect.unwrap(_checks.positive_data_acceptance).__code__.co_names
assert "_resource_recreated_after_delete" in inspect.unwrap(_checks.use_after_free).__code__.co_names
_checks._enforces_auth = _enforces_auth
_checks._resource_recreated_after_delete = _recreated_or_archived
_checks._openapi_positive_data_acceptance = _positive_data_acceptance
