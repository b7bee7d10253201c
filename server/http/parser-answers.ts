/**
 * The requests Node's HTTP server answers, or drops, before Express sees them, given the error
 * envelope and the headers every other answer has (DESIGN.md: every non-2xx answer is the
 * envelope), or sent on to the app.
 */
import { ServerResponse, type IncomingMessage, type Server } from "node:http";
import type { Duplex } from "node:stream";
import type { Logger } from "pino";
import { ulidFactory } from "../domain/ids.ts";
import { AppError, envelopeOf, requestTimedOut } from "../errors.ts";

/**
 * Node's HTTP parser answers a request it cannot read itself, before Express, with an empty
 * status line (400, 408, 413, 431; Node counts the request line in the header limit, so a long
 * URL is a 431 too). This gives those answers the error envelope every other one has, with
 * `X-Request-Id` (the contract: every answer carries one) and `Date` (RFC 9110 6.6.1), and a log
 * line. A clientError listener replaces Node's default handler as a whole, so this is
 * that handler (node:_http_server socketOnError) with only the answers changed: written only when
 * no answer has started, then the socket destroyed.
 *
 * Nor when the request in progress was already answered: a request refused before its body was
 * read (415, 401...) whose body then never ends. Node's own handler wrote its 408 after that
 * answer, which a client reads as the answer to its next request. Node detaches a finished answer
 * from its socket, so a request still arriving (the parser's `incoming`, not complete) with no
 * answer attached has had its answer.
 */
export function answerParseErrorsWithEnvelope(server: Server, logger?: Logger): void {
  const newRequestId = ulidFactory();
  const answer = (status: string, error: AppError) => {
    const body = JSON.stringify(envelopeOf(error));
    const head = `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n`;
    return { status: Number(status.slice(0, 3)), code: error.code, text: (requestId: string) => `${head}X-Request-Id: ${requestId}\r\nDate: ${new Date().toUTCString()}\r\n\r\n${body}` };
  };
  const answers: Record<string, ReturnType<typeof answer>> = {
    HPE_HEADER_OVERFLOW: answer("431 Request Header Fields Too Large", new AppError("REQUEST_TOO_LARGE", "A linha de requisição (método e URL) e os cabeçalhos excedem juntos o limite de 16 KiB.")),
    HPE_CHUNK_EXTENSIONS_OVERFLOW: answer("413 Payload Too Large", new AppError("REQUEST_TOO_LARGE", "As extensões de chunk da requisição excedem o limite de 16 KiB.")),
    ERR_HTTP_REQUEST_TIMEOUT: answer("408 Request Timeout", requestTimedOut()),
  };
  const malformed = answer("400 Bad Request", new AppError("MALFORMED_REQUEST", "A requisição não é HTTP/1.1 válido."));
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    const { _httpMessage: inFlight, parser } = socket as { _httpMessage?: { _headerSent?: boolean }; parser?: { incoming?: IncomingMessage | null } };
    const answeredEarly = !inFlight && parser?.incoming?.complete === false;
    if (socket.writable && !inFlight?._headerSent && !answeredEarly) {
      const chosen = answers[error.code ?? ""] ?? malformed;
      const requestId = newRequestId();
      socket.write(chosen.text(requestId));
      logger?.info({ requestId, status: chosen.status, code: chosen.code, cause: error.code }, "request refused by the HTTP parser");
    }
    socket.destroy(error);
  });
}

/** RFC 9112 3.2.2: a request target in absolute form (`http://host/v1/company`) names the path after its authority. */
const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*(.*)$/is;
/** A Content-Type's charset parameter naming `utf8`, quoted or not. */
const UTF8_LABEL = /(;\s*charset="?)utf8("?\s*(?:;|$))/i;

/**
 * Requests the app would not serve as their target says, given to it in a form it serves:
 * - a target in absolute form, which a server must accept (RFC 9112 3.2.2): Express routed it by
 *   the text after the scheme and matched no operation (404), so only its path and query are kept.
 *   Done before Express sees the request: its router remembers the scheme and host of the target
 *   it was given and puts them back in front of the path under every mount.
 * - two labels other parsers take and the body parser refuses (415): the encoding `x-gzip` (RFC
 *   9110 8.4.1.3: gzip) and the charset `utf8` (WHATWG's label for UTF-8), written as it reads them.
 * - `CONNECT`: without a `connect` listener Node closed the socket without a word; the app
 *   answers it as any method a route does not have (405 with `Allow`, or 404).
 * - an `Expect` other than `100-continue`: Node answered a bare 417. RFC 9110 10.1.1 lets a server
 *   ignore an expectation it does not know (417 is a MAY), and the contract has no 417: the
 *   request is served as if it had none.
 */
export function sendUnusualRequestsToApp(server: Server): void {
  server.prependListener("request", (req: IncomingMessage) => {
    const url = req.url;
    if (url !== undefined && url.charCodeAt(0) !== 47) {
      const absolute = ABSOLUTE_FORM.exec(url);
      if (absolute) req.url = absolute[1]!.startsWith("/") ? absolute[1]! : `/${absolute[1]}`;
    }
    const encoding = req.headers["content-encoding"];
    if (encoding !== undefined && encoding.length === 6 && encoding.toLowerCase() === "x-gzip") req.headers["content-encoding"] = "gzip";
    const type = req.headers["content-type"];
    if (type !== undefined && type.length > 16 && UTF8_LABEL.test(type)) req.headers["content-type"] = type.replace(UTF8_LABEL, "$1utf-8$2");
  });
  server.on("checkExpectation", (req: IncomingMessage, res: ServerResponse) => void server.emit("request", req, res));
  server.on("connect", (req: IncomingMessage, socket: Duplex) => {
    const res = new ServerResponse(req);
    res.shouldKeepAlive = false;
    res.assignSocket(socket as Parameters<ServerResponse["assignSocket"]>[0]);
    res.on("finish", () => {
      res.detachSocket(socket as Parameters<ServerResponse["detachSocket"]>[0]);
      socket.end();
    });
    socket.on("error", () => socket.destroy());
    // A target in authority form (`host:port`) names no path, which Express cannot route at all
    // (it answered its own HTML page): it is no route of this server.
    if (!req.url?.startsWith("/")) req.url = "/";
    server.emit("request", req, res);
  });
}
