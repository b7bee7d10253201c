/**
 * The seeded faults: each breaks one promise of the contract (reference, DESIGN.md or OpenAPI) the
 * way a buggy server would, through the fault proxy. `only` is the runner subset that exercises
 * it; `caughtBy` names the checks of which at least one must fail (and, when given, with a
 * failure message matching `message`), so a fault counts as caught only by the right check.
 */
import QRCode from "qrcode";
import { editObjects, isObj, jsonOf, newUlid, pathOf, withJson, type Fault, type ProxiedResponse } from "./fault-proxy.ts";

type Obj = Record<string, unknown>;

const isDeposit = (o: Obj) => o.type === "deposit";
const isCustomer = (o: Obj) => typeof o.document === "string" && typeof o.name === "string" && typeof o.id === "string" && !("type" in o) && !("taxId" in o);
const round2 = (n: number) => Math.round(n * 100) / 100;
const post = (path: string) => (req: { method: string; url: string }) => req.method === "POST" && pathOf(req as never) === path;
const errorCode = (res: ProxiedResponse) => {
  const json = jsonOf(res);
  return isObj(json) && isObj(json.error) ? json.error.code : undefined;
};

function envelope(status: number, code: string, message: string, details: unknown = null): ProxiedResponse {
  return { status, headers: { "content-type": "application/json; charset=utf-8" }, body: Buffer.from(JSON.stringify({ success: false, error: { code, message, details } })) };
}

export interface SeededFault extends Fault {
  /** A failure message of one of the caughtBy checks must match this. */
  message?: RegExp;
}

export const FAULTS: SeededFault[] = [
  {
    id: "wrong-status",
    description: "a created deposit is answered 201 instead of 200",
    only: ["example.createDeposit"],
    caughtBy: ["example.createDeposit", "schema.createDeposit.201"],
    response: (req, res) => (post("/v1/deposits")(req) && res.status === 200 ? { ...res, status: 201 } : res),
  },
  {
    id: "success-false-on-2xx",
    description: "a 200 answer says success: false (the contract's schema declares a plain boolean, so only the runner's invariant holds it)",
    only: ["example.getCompanyBalance.balance"],
    caughtBy: ["example.getCompanyBalance.balance"],
    message: /success: true/,
    response: (req, res) => (req.method === "GET" && pathOf(req as never) === "/v1/company/balance" && res.status === 200 ? editObjects(res, (o) => o.success === true, (o) => (o.success = false)) : res),
  },
  {
    id: "missing-required-field",
    description: "the deposit answer leaves out the required feeAmount",
    only: ["example.createDeposit.deposit-created"],
    caughtBy: ["schema.createDeposit.200"],
    message: /feeAmount/,
    response: (req, res) => (post("/v1/deposits")(req) ? editObjects(res, isDeposit, (d) => delete d.feeAmount) : res),
  },
  {
    id: "broken-total",
    description: "deposits read back with netAmount off by 0.01",
    only: ["example.getDeposit"],
    caughtBy: ["example.getDeposit"],
    message: /netAmount = amount - feeAmount/,
    response: (req, res) => (req.method === "GET" ? editObjects(res, isDeposit, (d) => (d.netAmount = round2(Number(d.netAmount) + 0.01))) : res),
  },
  {
    id: "wrong-fee",
    description: "the deposit fee is one centavo more (and the net one less), against the company's schedule",
    only: ["example.createDeposit.deposit-created", "rule.fees.deposit"],
    caughtBy: ["example.createDeposit.deposit-created", "rule.fees.deposit"],
    message: /feeAmount/,
    response: (req, res) =>
      post("/v1/deposits")(req)
        ? editObjects(res, isDeposit, (d) => {
            d.feeAmount = round2(Number(d.feeAmount) + 0.01);
            d.netAmount = round2(Number(d.netAmount) - 0.01);
          })
        : res,
  },
  {
    id: "ignored-secret",
    description: "the secret is not checked: any (or no) secret works for a known key",
    only: ["auth.wrong-secret", "auth.missing-secret"],
    caughtBy: ["auth.wrong-secret", "auth.missing-secret"],
    request: (req, state) => {
      const key = req.headers["x-api-key"];
      const secret = key ? state.secrets.get(key) : undefined;
      return secret ? { ...req, headers: { ...req.headers, "x-api-secret": secret } } : req;
    },
  },
  {
    id: "missing-key-accepted",
    description: "a request without X-Api-Key is served as the demo company",
    only: ["auth.missing-key"],
    caughtBy: ["auth.missing-key"],
    request: (req, state) => {
      if (req.headers["x-api-key"]) return req;
      const [key, secret] = [...state.secrets][0];
      return { ...req, headers: { ...req.headers, "x-api-key": key, "x-api-secret": req.headers["x-api-secret"] ?? secret } };
    },
  },
  {
    id: "replay-new-id",
    description: "a replayed creation answers a new id (idempotency broken)",
    only: ["example.createDeposit.replayed-deposit", "rule.idempotency"],
    caughtBy: ["example.createDeposit.replayed-deposit", "rule.idempotency"],
    response: (req, res) => {
      if (req.method !== "POST" || res.headers["idempotent-replayed"] !== "true") return res;
      const json = jsonOf(res);
      if (isObj(json) && isObj(json.data)) json.data.id = newUlid();
      return withJson(res, json);
    },
  },
  {
    id: "replay-header-dropped",
    description: "a replayed creation does not say Idempotent-Replayed: true",
    only: ["example.createDeposit.replayed-deposit", "example.createWithdrawal.replayed-withdrawal", "rule.idempotency"],
    caughtBy: ["example.createDeposit.replayed-deposit", "example.createWithdrawal.replayed-withdrawal", "rule.idempotency"],
    message: /Idempotent-Replayed/i,
    response: (_req, res) => {
      const headers = { ...res.headers };
      delete headers["idempotent-replayed"];
      return { ...res, headers };
    },
  },
  {
    id: "leaked-tenant",
    description: "another company's resource is answered instead of 404 (tenant isolation broken)",
    only: ["isolation.tenant"],
    caughtBy: ["isolation.tenant"],
    response: async (req, res, state) => {
      const match = /^\/v1\/(deposits|withdrawals|conversions|crypto-deposits|infractions|chargebacks|wallets|webhooks)\/([0-7][0-9A-HJKMNP-TV-Z]{25})$/.exec(pathOf(req));
      const owner = match ? state.owners.get(match[2]) : undefined;
      if (req.method !== "GET" || res.status !== 404 || !owner || owner.key === req.headers["x-api-key"]) return res;
      return state.upstream({ ...req, headers: { ...req.headers, "x-api-key": owner.key, "x-api-secret": owner.secret } });
    },
  },
  {
    id: "wallet-scope-ignored",
    description: "X-Api-Wallet is ignored on deposit reads: the main account's deposits are answered",
    only: ["isolation.wallet.deposits"],
    caughtBy: ["isolation.wallet.deposits"],
    request: (req) => {
      if (req.method !== "GET" || !pathOf(req).startsWith("/v1/deposits")) return req;
      const headers = { ...req.headers };
      delete headers["x-api-wallet"];
      return { ...req, headers };
    },
  },
  {
    id: "wrong-error-code",
    description: "an unknown id is answered WALLET_NOT_FOUND instead of NOT_FOUND (same status, wrong code)",
    only: ["example.getDeposit.unknown-deposit", "example.getWithdrawal.unknown-withdrawal"],
    caughtBy: ["example.getDeposit.unknown-deposit", "example.getWithdrawal.unknown-withdrawal"],
    message: /error code/,
    response: (_req, res) => {
      const json = jsonOf(res);
      if (res.status !== 404 || !isObj(json) || !isObj(json.error) || json.error.code !== "NOT_FOUND") return res;
      json.error.code = "WALLET_NOT_FOUND";
      return withJson(res, json);
    },
  },
  {
    id: "non-envelope-error",
    description: "validation errors come back as {message, errors} instead of the envelope",
    only: ["negative.createDeposit.amount"],
    caughtBy: ["envelope.createDeposit.422", "schema.createDeposit.422", "negative.createDeposit.amount"],
    response: (_req, res) => (res.status === 422 ? withJson(res, { message: "Validation failed", errors: [{ path: "/amount" }] }) : res),
  },
  {
    id: "stack-trace-500",
    description: "a withdrawal answers 500 with a stack trace in the message",
    only: ["example.createWithdrawal.pix-withdrawal-created"],
    caughtBy: ["envelope.createWithdrawal.500"],
    message: /internals/,
    response: (req, res) =>
      post("/v1/withdrawals")(req) && res.status === 200
        ? envelope(500, "INTERNAL_ERROR", "TypeError: Cannot read properties of undefined (reading 'amount')\n    at createWithdrawal (/srv/app/server/usecases/withdrawals.ts:120:15)")
        : res,
  },
  {
    id: "validation-as-500",
    description: "invalid withdrawal data gets 500 INTERNAL_ERROR instead of 422 VALIDATION_ERROR",
    only: ["negative.createWithdrawal.pix.amount"],
    caughtBy: ["negative.createWithdrawal.pix.amount"],
    message: /422 VALIDATION_ERROR/,
    response: (req, res) => (post("/v1/withdrawals")(req) && res.status === 422 ? envelope(500, "INTERNAL_ERROR", "Erro interno. Tente novamente mais tarde.") : res),
  },
  {
    id: "wrong-content-type",
    description: "the company is answered as text/plain",
    only: ["example.getCompany.company"],
    caughtBy: ["content-type.getCompany.200"],
    response: (req, res) => (req.method === "GET" && pathOf(req) === "/v1/company" ? { ...res, headers: { ...res.headers, "content-type": "text/plain; charset=utf-8" } } : res),
  },
  {
    id: "bad-crc",
    description: "the BR Code's CRC16 does not match its content",
    only: ["example.createDeposit.deposit-created", "rule.brcode"],
    caughtBy: ["example.createDeposit.deposit-created", "rule.brcode"],
    message: /CRC/,
    response: (req, res) =>
      post("/v1/deposits")(req)
        ? editObjects(res, (o) => typeof o.payload === "string" && /6304[0-9A-F]{4}$/.test(o.payload), (q) => {
            const p = String(q.payload);
            const last = p.slice(-4);
            q.payload = `${p.slice(0, -4)}${last === "0000" ? "0001" : "0000"}`;
          })
        : res,
  },
  {
    id: "qr-mismatch",
    description: "the QR image encodes another payload than qrCode.payload",
    only: ["example.createDeposit.deposit-created", "rule.brcode"],
    caughtBy: ["example.createDeposit.deposit-created", "rule.brcode"],
    message: /decode/,
    response: async (req, res, state) => {
      if (!post("/v1/deposits")(req)) return res;
      let image = state.memo.get("qr-image") as string | undefined;
      if (!image) {
        image = await QRCode.toDataURL("00020101021226580014br.gov.bcb.pix2536qr.pix.example.com/v2/another-charge5204000053039865802BR5913OUTRA EMPRESA6009SAO PAULO62070503***6304ABCD");
        state.memo.set("qr-image", image);
      }
      return editObjects(res, (o) => typeof o.imageEncoded === "string", (q) => (q.imageEncoded = image));
    },
  },
  {
    id: "phone-not-normalised",
    description: "the customer's phone loses its +55 country code",
    only: ["rule.customer-normalisation", "example.createDeposit.deposit-created"],
    caughtBy: ["rule.customer-normalisation", "example.createDeposit.deposit-created"],
    message: /phone/,
    response: (_req, res) => editObjects(res, (o) => isCustomer(o) && typeof o.phone === "string" && o.phone.startsWith("+55"), (c) => (c.phone = `+${String(c.phone).slice(3)}`)),
  },
  {
    id: "document-formatted",
    description: "the customer's CPF comes back formatted (529.982.247-25)",
    only: ["rule.customer-normalisation", "example.createDeposit.deposit-created"],
    caughtBy: ["rule.customer-normalisation", "example.createDeposit.deposit-created"],
    message: /document/,
    response: (_req, res) =>
      editObjects(res, (o) => isCustomer(o) && /^\d{11}$/.test(String(o.document)), (c) => {
        const d = String(c.document);
        c.document = `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
      }),
  },
  {
    id: "payload-not-masked",
    description: "the withdrawal payload record shows the whole Pix key",
    only: ["rule.payload", "example.getWithdrawalPayload.payload-of-a-pix-withdrawal"],
    caughtBy: ["rule.payload", "example.getWithdrawalPayload.payload-of-a-pix-withdrawal"],
    message: /last four|masked/,
    response: (req, res, state) => {
      const json = jsonOf(res);
      if (post("/v1/withdrawals")(req) && isObj(json) && isObj(json.data)) state.memo.set(`key:${json.data.id}`, json.data.pixKey);
      const id = /^\/v1\/withdrawals\/([^/]+)\/payload$/.exec(pathOf(req))?.[1];
      if (!id || res.status !== 200 || !isObj(json) || !isObj(json.data) || !isObj(json.data.request)) return res;
      json.data.request.pixKey = state.memo.get(`key:${id}`) ?? String(json.data.request.pixKey).replace(/\*/g, "x");
      return withJson(res, json);
    },
  },
  {
    id: "details-not-null",
    description: "PAYLOAD_NOT_FOUND carries details instead of null",
    only: ["rule.payload", "example.getWithdrawalPayload.payload-not-found"],
    caughtBy: ["rule.payload", "example.getWithdrawalPayload.payload-not-found"],
    message: /details/,
    response: (_req, res) => (errorCode(res) === "PAYLOAD_NOT_FOUND" ? envelope(404, "PAYLOAD_NOT_FOUND", "Payload da transação não encontrado.", [{ field: "id", error: "Não encontrado." }]) : res),
  },
  {
    id: "split-not-booked",
    description: "the split of a deposit is ignored: nothing reaches the destinations",
    only: ["rule.split-booking", "rule.split-wallet-to-general-balance"],
    caughtBy: ["rule.split-booking", "rule.split-wallet-to-general-balance"],
    request: (req) => {
      if (!post("/v1/deposits")(req)) return req;
      const body = jsonOf(req);
      if (!isObj(body) || !("splits" in body)) return req;
      delete body.splits;
      return withJson(req, body);
    },
  },
  {
    id: "wallet-has-balance-200",
    description: "a wallet with balance is archived (200) instead of WALLET_HAS_BALANCE 409",
    only: ["example.archiveWallet.wallet-has-balance", "rule.wallet-lifecycle"],
    caughtBy: ["example.archiveWallet.wallet-has-balance", "rule.wallet-lifecycle"],
    response: async (req, res, state) => {
      if (errorCode(res) !== "WALLET_HAS_BALANCE") return res;
      const id = /^\/v1\/wallets\/([^/]+)$/.exec(pathOf(req))?.[1];
      const wallet = await state.upstream({ method: "GET", url: `/v1/wallets/${id}`, headers: req.headers, body: Buffer.alloc(0) });
      const json = jsonOf(wallet);
      if (isObj(json) && isObj(json.data)) json.data.status = "disabled";
      return withJson({ ...wallet, status: 200 }, json);
    },
  },
  {
    id: "strict-message-changed",
    description: "a strict withdrawal fails with another message than the reference's",
    only: ["rule.withdrawal-strict", "example.getWithdrawal.failed-strict-withdrawal"],
    caughtBy: ["rule.withdrawal-strict", "example.getWithdrawal.failed-strict-withdrawal"],
    message: /failure\.message/,
    response: (_req, res) => editObjects(res, (o) => o.type === "withdraw" && isObj(o.failure), (w) => ((w.failure as Obj).message = "Chave Pix inválida para este documento.")),
  },
  {
    id: "kyc-not-enforced",
    description: "a wallet whose verification is pending still operates through X-Api-Wallet",
    only: ["wallet-header.kyc-not-approved.listDeposits", "wallet-header.kyc-not-approved.getDeposit"],
    caughtBy: ["wallet-header.kyc-not-approved"],
    response: async (req, res, state) => {
      if (errorCode(res) !== "WALLET_KYC_NOT_APPROVED") return res;
      const headers = { ...req.headers };
      delete headers["x-api-wallet"];
      return state.upstream({ ...req, headers });
    },
  },
  {
    id: "usdt-conversion-net",
    description: "a conversion in currency USDT delivers one micro-USDT less than asked",
    only: ["rule.conversion.usdt", "example.createConversion.usdt-amount"],
    caughtBy: ["rule.conversion.usdt", "example.createConversion.usdt-amount"],
    message: /netAmount/,
    response: (req, res) =>
      post("/v1/conversions")(req)
        ? editObjects(res, (o) => o.type === "conversion" && o.currency === "USDT" && isObj(o.crypto), (c) => {
            const crypto = c.crypto as Obj;
            crypto.netAmount = Math.round((Number(crypto.netAmount) - 0.000001) * 1e6) / 1e6;
          })
        : res,
  },
  {
    id: "med-not-blocked",
    description: "an open infraction blocks nothing",
    only: ["rule.med.contest-dismissed"],
    caughtBy: ["rule.med.contest-dismissed"],
    message: /blocked/i,
    response: (_req, res) =>
      editObjects(res, (o) => "blocked" in o && "available" in o && "total" in o, (b) => {
        b.available = round2(Number(b.available) + Number(b.blocked));
        b.blocked = 0;
      }),
  },
  {
    id: "timestamp-without-milliseconds",
    description: "timestamps of deposits lose their milliseconds",
    only: ["example.getDeposit.paid-deposit"],
    caughtBy: ["schema.getDeposit.200"],
    response: (_req, res) => editObjects(res, isDeposit, (d) => (d.createdAt = String(d.createdAt).replace(/\.\d{3}Z$/, "Z"))),
  },
  {
    id: "webhook-secret-mismatch",
    description: "the secret handed out on registration is not the one deliveries are signed with",
    only: ["rule.webhooks"],
    caughtBy: ["rule.webhooks"],
    message: /signature/,
    response: (req, res) => (post("/v1/webhooks")(req) ? editObjects(res, (o) => typeof o.secret === "string", (w) => (w.secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw")) : res),
  },
  {
    id: "webhooks-never-sent",
    description: "the events a webhook registers are not the ones it gets: nothing is ever sent to it (a runner that cannot tell this from an unreachable receiver skips and passes)",
    only: ["rule.webhooks"],
    caughtBy: ["rule.webhooks"],
    message: /never sent/,
    request: (req) => {
      if (!post("/v1/webhooks")(req)) return req;
      const body = jsonOf(req);
      if (!isObj(body)) return req;
      body.events = ["CONVERSION_COMPLETED"];
      return withJson(req, body);
    },
  },
  {
    id: "extra-unknown-property",
    description: "the company answer carries a property the contract does not have",
    only: [],
    caughtBy: ["schema.getCompany.200"],
    message: /unknown property "debug"/,
    response: (req, res) => (req.method === "GET" && pathOf(req) === "/v1/company" && res.status === 200 ? editObjects(res, (o) => typeof o.taxId === "string", (c) => (c.debug = true)) : res),
  },
];
