/**
 * The number fields of each operation's request body, read from the contract: every `number` of a
 * request body is a money or decimal field (amount, expectedAmount, splits[].percent, usdtPrice,
 * fees.*.fixed / percentage / minimumFee), and every number inside a free-form object (metadata,
 * named "metadata.*"), which the contract promises to echo back as it was sent.
 * server/http/exact-numbers.ts checks those and only those, so a literal in a field an operation
 * does not declare (an ignored extra property) can never be the reason a request is refused.
 */

type Schema = { $ref?: string; type?: string | string[]; additionalProperties?: unknown; properties?: Record<string, Schema>; items?: Schema; allOf?: Schema[]; oneOf?: Schema[]; anyOf?: Schema[] };
type Document = { paths: Record<string, Record<string, { operationId?: string; requestBody?: unknown }>>; components?: { schemas?: Record<string, Schema> } };

/**
 * Field names as the server writes them in `details`, any array index as `[]`: "amount",
 * "splits[].percent"; a free-form object as its name and `.*` ("metadata.*": anything in it).
 */
export type MoneyFields = Map<string, ReadonlySet<string>>;

function collect(doc: Document, schema: Schema | undefined, field: string, out: Set<string>, refs: ReadonlySet<string>): void {
  if (!schema || typeof schema !== "object") return;
  if (schema.$ref) {
    if (refs.has(schema.$ref)) return;
    const name = schema.$ref.replace("#/components/schemas/", "");
    return collect(doc, doc.components?.schemas?.[name], field, out, new Set([...refs, schema.$ref]));
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes("number") && field) out.add(field);
  if (types.includes("object") && field && !schema.properties && schema.additionalProperties !== undefined && schema.additionalProperties !== false) out.add(`${field}.*`);
  for (const branch of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) collect(doc, branch, field, out, refs);
  for (const [name, property] of Object.entries(schema.properties ?? {})) collect(doc, property, field ? `${field}.${name}` : name, out, refs);
  if (schema.items) collect(doc, schema.items, `${field}[]`, out, refs);
}

/** operationId -> its body's number fields; operations without any are left out. */
export function moneyFieldsOf(doc: Document): MoneyFields {
  const fields: MoneyFields = new Map();
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      const content = (op?.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content;
      if (!op?.operationId || !content) continue;
      const out = new Set<string>();
      for (const media of Object.values(content)) collect(doc, media.schema, "", out, new Set());
      if (out.size > 0) fields.set(op.operationId, out);
    }
  }
  return fields;
}

/** The property names number fields end with: "amount", "percent", "fixed"... (`freeForm`: the names of the free-form objects, "metadata"). */
export function moneyKeysOf(fields: MoneyFields, freeForm = false): string[] {
  const keys = new Set<string>();
  for (const set of fields.values()) for (const field of set) if (field.endsWith(".*") === freeForm) keys.add(field.replace(/\.\*$/, "").replace(/^.*[.\]]/, ""));
  return [...keys].sort();
}

/** Whether `field` (any index as `[]`) is one of `fields` or lies inside one of its free-form objects. */
export function isExactField(fields: ReadonlySet<string>, field: string): boolean {
  if (fields.has(field)) return true;
  for (const f of fields) if (f.endsWith(".*") && field.startsWith(f.slice(0, -1))) return true;
  return false;
}
