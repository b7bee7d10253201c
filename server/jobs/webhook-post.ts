/**
 * One webhook POST over node:http(s). Not `fetch`: outside sandbox mode the destination's name is
 * resolved by `publicOnlyLookup`, which refuses a name with any non-public address, and the
 * socket connects to exactly the addresses it checked. With `fetch` the check and the connection
 * resolved the name separately, so a name could answer a public address to the check and a
 * private one to the connection (DNS rebinding).
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from "node:dns";
import { request as httpRequest, type RequestOptions } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { isNonPublicAddress, isNonPublicHost } from "../domain/private-address.ts";

export const NOT_ALLOWED = "endereço de destino não permitido";

/** The receiver did not answer within the delivery's time limit. */
export class WebhookTimeoutError extends Error {
  override name = "TimeoutError";
}

/** How a name is resolved: node:dns `lookup` with `all: true` (replaceable in tests). */
export type ResolveAll = (hostname: string, options: LookupAllOptions, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

const systemResolveAll: ResolveAll = (hostname, options, callback) => dnsLookup(hostname, options, callback);

/**
 * A `lookup` for sockets that answers only when every address of the name is public (a name
 * with one private address among public ones is refused too: the connection could pick it).
 */
export function publicOnlyLookup(resolveAll: ResolveAll = systemResolveAll): LookupFunction {
  return (hostname, options, callback) => {
    resolveAll(hostname, { family: options.family, hints: options.hints, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      if (addresses.length === 0 || addresses.some((a) => isNonPublicAddress(a.address))) {
        return callback(Object.assign(new Error(NOT_ALLOWED), { code: "ENOTPUBLIC" }), "", 0);
      }
      // Node asks for every address when it may race IPv4 and IPv6 (autoSelectFamily), else one.
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

export interface WebhookPost {
  url: URL;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** Outside sandbox mode: refuse non-public destinations, literal or resolved. */
  publicOnly: boolean;
  resolveAll?: ResolveAll;
}

/** POSTs the body; resolves with the answer's status (once its body is read, cut at the time limit or by the receiver), rejects on a connection failure or when no status came in time. */
export function postWebhook(post: WebhookPost): Promise<number> {
  if (post.publicOnly && isNonPublicHost(post.url.hostname)) return Promise.reject(new Error(NOT_ALLOWED));
  const options: RequestOptions = {
    method: "POST",
    headers: { ...post.headers, "content-length": String(Buffer.byteLength(post.body)) },
    ...(post.publicOnly ? { lookup: publicOnlyLookup(post.resolveAll) } : {}),
  };
  const send = post.url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    // The status is the answer, known once the status line is read: a receiver that answered 2xx
    // in time answered, whatever its body does. An HTTP/1.1 answer without Content-Length ends only
    // when the receiver closes, which a kept-alive connection does not (Python's http.server on
    // HTTP/1.1 answering send_response(200) without a length), and such a receiver, which had
    // answered 200 at once, was logged "no answer" and retried until the delivery failed (HOOKS2
    // audit). A body that ends at the close is not waited for (the connection cannot be reused);
    // a declared one is read (and dropped) so the connection can be, the attempt holding its slot
    // meanwhile, and is cut at the time limit, the status standing (as it does when the receiver cuts it).
    let status: number | undefined;
    const req = send(post.url, options, (res) => {
      status = res.statusCode ?? 0;
      res.on("error", fail);
      const untilClose = status !== 204 && status !== 304 && res.headers["content-length"] === undefined && res.headers["transfer-encoding"] === undefined;
      if (untilClose) {
        clearTimeout(timer);
        resolve(status);
        req.destroy();
        return;
      }
      res.resume();
      res.on("end", () => {
        clearTimeout(timer);
        resolve(status!);
      });
    });
    const timer = setTimeout(() => {
      if (status === undefined) return req.destroy(new WebhookTimeoutError());
      resolve(status);
      req.destroy();
    }, post.timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      // A connection cut after the status line still carried that answer.
      if (status !== undefined) resolve(status);
      else reject(error);
    }
    req.on("error", fail);
    req.end(post.body);
  });
}
