/**
 * The HTTP server of an Express app, with request and response objects born with the app's
 * prototypes.
 *
 * Why: Express 5 gives every request and response the app's prototypes with
 * `Object.setPrototypeOf` (application.js `handle`). In V8 (Node 20), an object whose prototype was
 * changed gets a hidden class of its own as soon as a property is added to it, and Express, its
 * router, the validator and this server add several to each request. So no two requests shared a
 * hidden class, and every property read or write on `req` and `res`, in Node's http code as much as
 * in ours, missed its inline cache and was looked up in the runtime: about 170 misses per balance
 * read, counted with `node --log-ic`.
 *
 * Node lets a server construct its own request and response classes (`http.createServer` options
 * `IncomingMessage` and `ServerResponse`). Built on the app's own prototypes, Express's
 * `setPrototypeOf` finds the prototype already in place and changes nothing, every request has the
 * same hidden classes, and the inline caches hold.
 */
import { createServer, IncomingMessage, ServerResponse, type Server, type ServerOptions } from "node:http";
import type { Socket } from "node:net";
import type { Express } from "express";

export function createExpressServer(app: Express, options: ServerOptions = {}): Server {
  // Node's own constructors are plain functions, so they can initialise an object made from
  // another prototype; a class could not be given Express's prototype objects as its own.
  function AppRequest(this: IncomingMessage, socket: Socket): void {
    IncomingMessage.call(this, socket);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: ServerResponse, req: IncomingMessage, options?: unknown): void {
    (ServerResponse as unknown as (this: ServerResponse, req: IncomingMessage, options?: unknown) => void).call(this, req, options);
  }
  AppResponse.prototype = app.response;
  return createServer({ ...options, IncomingMessage: AppRequest as unknown as typeof IncomingMessage, ServerResponse: AppResponse as unknown as typeof ServerResponse }, app);
}
