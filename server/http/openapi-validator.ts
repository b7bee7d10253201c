/**
 * express-openapi-validator as the reference server configures it: request, security and
 * (optionally) response validation against the generated contract, with the contract's formats
 * and the precomputed route lookup. The bench's "Express + validator" ceiling
 * (scripts/bench/validated-express.ts) is built with the same function, so it measures exactly
 * this configuration.
 */
import type { Request, RequestHandler } from "express";
import * as OpenApiValidator from "express-openapi-validator";
import type { OpenApiDocument } from "./openapi-document.ts";
import { validatorFormats } from "./pattern-formats.ts";
import { screenQuery } from "./query-screen.ts";
import { precomputeRouteLookup } from "./route-lookup.ts";

export interface OpenApiValidatorOptions {
  /** Validate every answer against the contract too. */
  validateResponses: boolean;
  /** Decides both security schemes (X-Api-Key and X-Api-Secret); it sees the whole request. */
  authenticate: (req: Request) => Promise<boolean>;
  /** Runs once the operation is found (after the route lookup's 404 and 405), before the query screen. */
  afterLookup?: RequestHandler;
}

/**
 * The validator's middlewares (route lookup, security, request and response validation), in order,
 * with `afterLookup` and the query screen (query-screen.ts) before its request validation.
 */
export function openApiValidator(openapi: OpenApiDocument, options: OpenApiValidatorOptions): RequestHandler[] {
  precomputeRouteLookup();
  const middlewares = OpenApiValidator.middleware({
    apiSpec: openapi.forValidation as never,
    validateApiSpec: false,
    // Query, path and header values are always coerced from text; the JSON body never is: "150"
    // is not a number and 12345 is not a text, so they get VALIDATION_ERROR like any invalid field.
    validateRequests: { allErrors: true, allowUnknownQueryParameters: false },
    validateResponses: options.validateResponses ? { allErrors: true } : false,
    validateSecurity: { handlers: { ApiKeyHeader: options.authenticate, ApiSecretHeader: options.authenticate } },
    validateFormats: true,
    formats: validatorFormats(),
    ignorePaths: (path: string) => !path.startsWith("/v1"),
    // The document comes with its references written out but the error bodies'
    // (openapi-document.ts, forTheValidator, says why); "bundle" leaves it as it is.
    $refParser: { mode: "bundle" },
    // Bodies are JSON only (evidence files travel as base64): no multipart parser layer.
    fileUploader: false,
  }) as RequestHandler[];
  const at = (name: string) => {
    const index = middlewares.findIndex((m) => m.name === name);
    if (index < 0) throw new Error(`express-openapi-validator has no ${name}`);
    return index;
  };
  middlewares.splice(at("metadataMiddleware") + 1, 0, ...(options.afterLookup ? [options.afterLookup] : []), screenQuery);
  return middlewares;
}
