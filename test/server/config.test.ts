/** The environment as server/config.ts reads it: what it refuses, with the variable's name, and what an empty value means. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { ConfigError, loadConfig } from "../../server/config.ts";

/** The problems loadConfig reports for `env` (none when it accepts it). */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

test("PAYMENTS_DB with spaces around it is refused: SQLite would trim it and open another file (spaces only: a temporary database)", () => {
  for (const value of [" ", "\t", " ./data/payments.sqlite", "./data/payments.sqlite "]) {
    assert.deepEqual(problems({ PAYMENTS_DB: value }), [`PAYMENTS_DB must be a file path or :memory:, without leading or trailing spaces, got "${value}"`], JSON.stringify(value));
  }
  assert.equal(loadConfig({ PAYMENTS_DB: "" }).dbPath, "./data/payments.sqlite", "empty is unset");
  assert.equal(loadConfig({ PAYMENTS_DB: "./my data/pay ments.sqlite" }).dbPath, "./my data/pay ments.sqlite", "spaces inside a path are fine");
  assert.equal(loadConfig({ PAYMENTS_DB: ":memory:" }).dbPath, ":memory:");
});

test("HOST must be an IP address or a host name: a bad one is refused with the others, not found by the resolver once the database is open", () => {
  for (const value of ["not a host", "999.1.1.1", " ", "-bad.example", "bad-.example", "a..b", "[::1]", "host_name", `${"a".repeat(64)}.example`]) {
    assert.deepEqual(problems({ HOST: value }), [`HOST must be an IP address or a host name (letters, digits, "-" and "."), got "${value}"`], value);
  }
  for (const value of ["127.0.0.1", "0.0.0.0", "::", "::1", "fe80::1%eth0", "localhost", "api.example.com", "host-1", "xn--bcher-kva.example"]) {
    assert.equal(loadConfig({ HOST: value }).host, value);
  }
  assert.equal(loadConfig({ HOST: "" }).host, "127.0.0.1", "empty is unset");
});

test("PAYMENTS_TRUST_PROXY is refused when Express would refuse it at start, or read an address other than the one meant", () => {
  const refused = {
    cafe: '"cafe" is not an IP address, CIDR or one of those names',
    "1.2.3.4/99": "invalid range on address: 1.2.3.4/99",
    "10.0.0.1,,10.0.0.2": '"" is not an IP address, CIDR or one of those names',
    " ": '"" is not an IP address, CIDR or one of those names',
    "1": '"1" is not an IP address, CIDR or one of those names',
    true: '"true" is not an IP address, CIDR or one of those names',
    "10.0.0.0/8/8": "invalid IP address: 10.0.0.0/8",
  };
  for (const [value, why] of Object.entries(refused)) {
    assert.deepEqual(problems({ PAYMENTS_TRUST_PROXY: value }), [`PAYMENTS_TRUST_PROXY must list proxy addresses or CIDRs (or loopback, linklocal, uniquelocal), separated by commas, got "${value}": ${why}`], value);
  }
  for (const value of ["10.0.0.1", "10.0.0.1, 10.0.0.2", "10.0.0.0/8", "10.0.0.0/255.0.0.0", "fe80::/10", "::ffff:10.0.0.1", "loopback", "loopback, uniquelocal,192.168.1.1"]) {
    assert.equal(loadConfig({ PAYMENTS_TRUST_PROXY: value }).trustProxy, value);
  }
  for (const value of ["", "false", "0", "off"]) assert.equal(loadConfig({ PAYMENTS_TRUST_PROXY: value }).trustProxy, false, value);
});

test("HOST and PAYMENTS_TRUST_PROXY are reported together with the other problems", () => {
  const names = problems({ HOST: "999.1.1.1", PAYMENTS_TRUST_PROXY: "cafe", PORT: "abc", PAYMENTS_DB: " " }).map((p) => p.split(" ")[0]);
  assert.deepEqual(names.sort(), ["HOST", "PAYMENTS_DB", "PAYMENTS_TRUST_PROXY", "PORT"]);
});

test("an empty value is unset for every variable, LOG_LEVEL included (a .env template with blank values starts)", () => {
  const names = ["PORT", "HOST", "PAYMENTS_DB", "PAYMENTS_SANDBOX", "PAYMENTS_DEMO_API_KEY", "PAYMENTS_DEMO_API_SECRET", "PAYMENTS_VALIDATE_RESPONSES", "PAYMENTS_PROCESSING_DELAY_MS", "PAYMENTS_JOB_POLL_MS", "PAYMENTS_WEBHOOK_RETRY_BASE_MS", "PAYMENTS_WEBHOOK_MAX_ATTEMPTS", "PAYMENTS_WEBHOOK_TIMEOUT_MS", "PAYMENTS_RATE_LIMIT", "PAYMENTS_RATE_LIMIT_WINDOW_MS", "PAYMENTS_TRUST_PROXY", "PAYMENTS_QR_WORKERS", "PAYMENTS_SHUTDOWN_GRACE_MS", "PAYMENTS_USDT_PRICE", "LOG_LEVEL"];
  assert.deepEqual(loadConfig(Object.fromEntries(names.map((name) => [name, ""]))), loadConfig({}));
  assert.equal(loadConfig({ LOG_LEVEL: "" }).logLevel, "info");
  assert.deepEqual(problems({ LOG_LEVEL: "loud" }), ['LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"']);
});
