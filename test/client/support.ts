/** What the client tests share: a client for the demo company and fresh companies, through the client only. */
import { createPaymentsClient, type PaymentsClient, type PaymentsClientOptions } from "../../clients/typescript/src/index.ts";
import type { TestServer } from "../helpers/server.ts";

export function clientFor(server: TestServer, options: Partial<PaymentsClientOptions> = {}): PaymentsClient {
  return createPaymentsClient({ baseUrl: server.url, apiKey: server.apiKey, apiSecret: server.apiSecret, ...options });
}

/** A new company created through the client's sandbox methods, and a client acting as it. */
export async function newCompany(client: PaymentsClient, server: TestServer, tradeName: string, options: Partial<PaymentsClientOptions> = {}) {
  const created = await client.sandbox.createCompany({ tradeName });
  return {
    company: created.company,
    client: createPaymentsClient({ baseUrl: server.url, apiKey: created.apiKey, apiSecret: created.apiSecret, ...options }),
  };
}

/** Integer centavos of a BRL amount (the API's amounts have at most 2 decimals). */
export const cents = (brl: number): number => Math.round(brl * 100);
