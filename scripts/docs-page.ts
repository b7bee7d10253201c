/**
 * generated/docs.html: the static API reference page, rendered in the browser by Redoc from the
 * OpenAPI document embedded in the page.
 *
 * Why Redoc and not Scalar (both were tried on this contract, Redoc 2.5.4 and Scalar 1.40.9, the
 * last Scalar that runs on Node 20):
 * - POST /v1/withdrawals: Redoc shows "One of [PixWithdrawalRequest] [UsdtWithdrawalRequest]" as
 *   two buttons side by side, both variant names visible at once, one click away from the fields
 *   of each; Scalar hides the second variant behind a drop-down.
 * - Errors: Redoc lists every status of every operation with its description and shows all eleven
 *   status tabs of the response samples (each with the spec's examples, one per error code);
 *   Scalar cuts the tab row off after 422. The error-code table below adds what neither shows:
 *   which `error.code` values each status carries.
 * - Offline: Redoc's standalone bundle is one 1.1 MB file with no further downloads (its search
 *   index runs in a blob worker). Scalar's is 3.4 MB and its toolbar (Share, Generate SDKs, the
 *   request proxy) points to scalar.com services that do not work offline.
 * - Redoc renders every operation into the page, so search and Ctrl+F find all of them; Scalar
 *   renders sections lazily as they scroll into view.
 *
 * The bundle is not embedded: the page loads /docs/redoc.standalone.js, which the reference
 * server serves from node_modules (server/http/docs-page.ts), and, opened from disk, falls back
 * to ../node_modules/redoc/bundles/redoc.standalone.js. Committing 1.1 MB of third-party minified
 * code inside generated/ would triple the file, make every Redoc upgrade a megabyte diff under
 * the drift check, and pin nothing the lockfile does not already pin.
 */

import { embeddedDocument } from "../server/http/published-document.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** The path the page loads the renderer from; the server serves node_modules' bundle there. */
export const REDOC_BUNDLE_PATH = "/docs/redoc.standalone.js";

/** Where the bundle is relative to generated/docs.html in a checkout, for the page opened from disk. */
const REDOC_BUNDLE_FROM_DISK = "../node_modules/redoc/bundles/redoc.standalone.js";

/** Next to the page: where a static site publishing docs.html puts a copy of the bundle (README, "API reference page"). */
const REDOC_BUNDLE_BESIDE = "redoc.standalone.js";
/** REDOC_BUNDLE_PATH written relative to a page at /docs: a proxy's prefix in front is kept. */
const REDOC_BUNDLE_RELATIVE = REDOC_BUNDLE_PATH.slice(1);

/** Redoc options (https://redocly.com/docs/redoc/config). */
const REDOC_OPTIONS = {
  // The paired examples already show every answer; open the success answer of each operation.
  expandResponses: "200,201",
  requiredPropsFirst: true,
  // Designed extensions carry `x-designed: true`: show it next to the field, as DESIGN.md asks.
  showExtensions: ["x-designed"],
  nativeScrollbars: true,
  // Relative links: /openapi.json on the server, generated/openapi.json when opened from disk.
  downloadUrls: [
    { title: "OpenAPI (JSON)", url: "openapi.json" },
    { title: "OpenAPI (YAML)", url: "openapi.yaml" },
  ],
};

function refTarget(doc: JsonObject, node: Json): JsonObject | undefined {
  if (!node || typeof node !== "object" || Array.isArray(node)) return undefined;
  const ref = node.$ref;
  if (typeof ref !== "string") return node;
  const name = ref.split("/").pop()!;
  return ((doc.components as JsonObject).schemas as JsonObject)[name] as JsonObject | undefined;
}

/** The `error.code` values an error answer's schema allows (following $ref, allOf, anyOf, oneOf). */
function errorCodes(doc: JsonObject, node: Json, seen = new Set<JsonObject>()): string[] {
  const schema = refTarget(doc, node);
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  if (schema.type === "string" && Array.isArray(schema.enum)) return schema.enum.map(String);
  const codes: string[] = [];
  for (const key of ["allOf", "anyOf", "oneOf"]) {
    for (const part of (schema[key] as Json[] | undefined) ?? []) codes.push(...errorCodes(doc, part, seen));
  }
  const properties = schema.properties as JsonObject | undefined;
  if (properties?.error) codes.push(...errorCodes(doc, properties.error, seen));
  if (properties?.code) codes.push(...errorCodes(doc, properties.code, seen));
  return codes;
}

/**
 * A Markdown table of the error codes, from the error answers of every operation: per HTTP status,
 * the codes its schema allows and the operations' descriptions of it. Codes of the `ErrorCode`
 * schema that no operation answers are listed after it.
 */
export function errorCodeTable(doc: JsonObject): string {
  const byStatus = new Map<number, { codes: Set<string>; descriptions: Set<string> }>();
  for (const pathItem of Object.values(doc.paths as JsonObject)) {
    for (const operation of Object.values(pathItem as JsonObject)) {
      const responses = (operation as JsonObject)?.responses as JsonObject | undefined;
      for (const [status, response] of Object.entries(responses ?? {})) {
        if (!/^[45]\d\d$/.test(status)) continue;
        const r = response as JsonObject;
        const schema = ((r.content as JsonObject | undefined)?.["application/json"] as JsonObject | undefined)?.schema;
        const entry = byStatus.get(Number(status)) ?? { codes: new Set(), descriptions: new Set() };
        for (const code of errorCodes(doc, schema ?? null)) entry.codes.add(code);
        if (typeof r.description === "string") entry.descriptions.add(r.description.replace(/\s+/g, " ").trim());
        byStatus.set(Number(status), entry);
      }
    }
  }
  const cell = (text: string) => text.replace(/\|/g, "\\|");
  const rows = [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, e]) => `| ${status} | ${[...e.codes].map((c) => `\`${c}\``).join(" ")} | ${cell([...e.descriptions].join(" "))} |`);
  const answered = new Set([...byStatus.values()].flatMap((e) => [...e.codes]));
  const all = errorCodes(doc, ((doc.components as JsonObject).schemas as JsonObject).ErrorCode ?? null);
  const others = [...new Set(all)].filter((code) => !answered.has(code));
  const lines = [
    "## Error codes",
    "",
    "Every non-2xx answer is `{success: false, error: {code, message, details}}`. The codes each HTTP status carries, from the error answers of the operations below:",
    "",
    "| HTTP | `error.code` | When |",
    "| --- | --- | --- |",
    ...rows,
  ];
  if (others.length > 0) {
    lines.push("", `Declared in \`ErrorCode\` but in no operation's answers: ${others.map((c) => `\`${c}\``).join(", ")} (answers outside the operations, such as a method a path does not have).`);
  }
  // What each code means: the per-status enums in the operations' answers carry no meaning table
  // (it would repeat in every answer), so the codes are explained once, here.
  const errorCode = ((doc.components as JsonObject).schemas as JsonObject).ErrorCode as JsonObject | undefined;
  const meanings = errorCode?.["x-enum-descriptions"];
  if (Array.isArray(meanings) && Array.isArray(errorCode?.enum)) {
    lines.push("", "What each code means:", "", ...errorCode.enum.map((code, i) => `- \`${String(code)}\`: ${String(meanings[i] ?? "")}`));
  }
  return lines.join("\n");
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The page. `note` is the generated-file marker, written as an HTML comment at the top. */
export function docsPage(doc: JsonObject, note: string): string {
  const info = doc.info as JsonObject;
  const description = typeof info.description === "string" ? info.description.replace(/\s+$/, "") : "";
  const shown: JsonObject = { ...doc, info: { ...info, description: `${description}\n\n${errorCodeTable(doc)}\n` } };
  const title = `${String(info.title)} ${String(info.version)}: API reference`;
  return `<!doctype html>
<!-- ${note} Built by scripts/docs-page.ts from generated/openapi.json; rendered by Redoc. -->
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- Offline page: images only from this server or data: URIs (Redoc's footer logo would come from its CDN). -->
<meta http-equiv="Content-Security-Policy" content="img-src 'self' data:">
<!-- An empty icon: without one, browsers ask the server for /favicon.ico, a 404 in the console. -->
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>body { margin: 0; } #docs-status { font: 16px/1.5 sans-serif; padding: 2rem; }</style>
</head>
<body>
<div id="docs-status">Loading the API reference&hellip;</div>
<noscript><p>This page needs JavaScript. The OpenAPI document is at <a href="openapi.yaml">openapi.yaml</a> and <a href="openapi.json">openapi.json</a>.</p></noscript>
<div id="redoc"></div>
${embeddedDocument(shown)}
<script>
(function () {
  var status = document.getElementById("docs-status");
  function render() {
    var doc = JSON.parse(document.getElementById("openapi-document").textContent);
    Redoc.init(doc, ${JSON.stringify(REDOC_OPTIONS)}, document.getElementById("redoc"), function (error) {
      if (error) status.textContent = "Redoc could not render the OpenAPI document: " + error;
      else status.remove();
    });
  }
  function load(sources) {
    if (sources.length === 0) {
      status.textContent = "The renderer (redoc.standalone.js) could not be loaded: open this page from the reference server (npm start, then /docs), run npm ci in the checkout, or publish node_modules/redoc/bundles/redoc.standalone.js next to this page.";
      return;
    }
    var script = document.createElement("script");
    script.src = sources[0];
    script.onload = render;
    script.onerror = function () { script.remove(); load(sources.slice(1)); };
    document.body.appendChild(script);
  }
  // Served by the reference server (at /docs, or under a proxy's prefix), the bundle is at docs/
  // beside it; opened from disk, in node_modules; published on a static site, a copy next to the
  // page. Only the first of those is tried anywhere else: on a static host a request for
  // /docs/redoc.standalone.js was a 404 at best, and on a shared origin another site's script.
  var sources = location.protocol === "file:" ? ${JSON.stringify([REDOC_BUNDLE_FROM_DISK, REDOC_BUNDLE_BESIDE])}
    : /\\/docs$/.test(location.pathname) ? ${JSON.stringify([REDOC_BUNDLE_RELATIVE, REDOC_BUNDLE_BESIDE])}
    : ${JSON.stringify([REDOC_BUNDLE_BESIDE])};
  load(sources);
})();
</script>
</body>
</html>
`;
}
