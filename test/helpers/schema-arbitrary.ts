/**
 * fast-check arbitraries from the OpenAPI's JSON Schemas: values that follow a schema (objects,
 * arrays, strings with patterns and formats, bounded numbers, enums, unions) and values that break
 * it in one place (a missing required field, a wrong type, a number out of range, a bad pattern,
 * an unknown enum value, a malformed id). Used by the fuzz tests to drive every operation.
 */
import fc from "fast-check";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { [key: string]: any };

export class SchemaArbitraries {
  constructor(private readonly doc: Schema) {}

  resolve(schema: Schema): Schema {
    let s = schema;
    for (let i = 0; i < 20 && s && typeof s.$ref === "string"; i++) {
      const path = s.$ref.slice(2).split("/").map((p: string) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
      let target: any = this.doc;
      for (const p of path) target = target[p];
      const { $ref: _ref, ...rest } = s;
      s = { ...target, ...rest };
    }
    return s;
  }

  /** Values that satisfy the schema. */
  valid(schema: Schema, depth = 0): fc.Arbitrary<Json> {
    const s = this.resolve(schema);
    if (s.const !== undefined) return fc.constant(s.const as Json);
    if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as Json[]));
    if (s.allOf) return this.valid(s.allOf[0], depth);
    if (s.oneOf) return fc.oneof(...(s.oneOf as Schema[]).map((x) => this.valid(x, depth + 1)));
    if (s.anyOf) return fc.oneof(...(s.anyOf as Schema[]).map((x) => this.valid(x, depth + 1)));
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    switch (type) {
      case "null":
        return fc.constant(null);
      case "boolean":
        return fc.boolean();
      case "integer": {
        const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000);
        const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 100_000);
        return fc.integer({ min, max });
      }
      case "number": {
        const min = s.minimum ?? s.exclusiveMinimum ?? 0;
        const max = Math.min(s.maximum ?? 1_000_000, 1_000_000);
        const lo = Math.round(min * 100) + (s.exclusiveMinimum !== undefined ? 1 : 0);
        return fc.integer({ min: lo, max: Math.round(max * 100) }).map((c) => c / 100);
      }
      case "string":
        return this.string(s);
      case "array": {
        if (depth > 4) return fc.constant([]);
        return fc.array(this.valid(s.items ?? {}, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 3, 3) });
      }
      case "object":
      default: {
        if (!s.properties) return depth > 3 ? fc.constant({}) : fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxKeys: 3 });
        const required: string[] = s.required ?? [];
        const shape: Record<string, fc.Arbitrary<Json>> = {};
        for (const [k, v] of Object.entries(s.properties as Record<string, Schema>)) shape[k] = this.valid(v, depth + 1);
        return fc.record(shape, { requiredKeys: required }) as fc.Arbitrary<Json>;
      }
    }
  }

  private string(s: Schema): fc.Arbitrary<string> {
    const min = s.minLength ?? 0;
    const max = Math.min(s.maxLength ?? 40, 60);
    if (s.pattern) {
      return fc.stringMatching(new RegExp(s.pattern)).filter((x) => x.length >= min && x.length <= (s.maxLength ?? Infinity));
    }
    if (s.format === "email") return fc.emailAddress();
    if (s.format === "uri") return fc.webUrl();
    if (s.format === "date-time") return fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2030-01-01T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString());
    return fc.string({ minLength: min, maxLength: Math.max(min, max) });
  }

  /** Values that break the schema in one place, when it can be broken. */
  invalid(schema: Schema): fc.Arbitrary<Json> | undefined {
    const s = this.resolve(schema);
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    const wrongType: fc.Arbitrary<Json> = fc.constantFrom<Json>(type === "string" ? 12345 : "texto", type === "object" ? [] : { x: 1 }, type === "boolean" ? "true" : true);
    if (type === "object" && s.properties) {
      const props = Object.entries(s.properties as Record<string, Schema>);
      const breakers: fc.Arbitrary<Json>[] = [];
      const required: string[] = s.required ?? [];
      if (required.length > 0) {
        breakers.push(fc.tuple(this.valid(s) as fc.Arbitrary<Record<string, Json>>, fc.constantFrom(...required)).map(([v, k]) => {
          const copy = { ...v };
          delete copy[k];
          return copy;
        }));
      }
      for (const [k, v] of props) {
        const bad = this.invalid(v);
        if (bad) breakers.push(fc.tuple(this.valid(s) as fc.Arbitrary<Record<string, Json>>, bad).map(([obj, b]) => ({ ...obj, [k]: b })));
      }
      breakers.push(wrongType);
      return fc.oneof(...breakers);
    }
    if (type === "string") {
      const options: fc.Arbitrary<Json>[] = [wrongType];
      if (s.pattern || s.format || Array.isArray(s.enum)) options.push(fc.constantFrom("not-valid ✗", "01M5ZZZZZZZZZZZZZZZZZZZZZZZ", "2026-13-45", ""));
      if (s.maxLength !== undefined) options.push(fc.constant("x".repeat(s.maxLength + 1)));
      return fc.oneof(...options);
    }
    if (type === "number" || type === "integer") {
      const options: fc.Arbitrary<Json>[] = [wrongType];
      if (s.minimum !== undefined) options.push(fc.constant(s.minimum - 1));
      if (s.exclusiveMinimum !== undefined) options.push(fc.constant(s.exclusiveMinimum));
      if (s.maximum !== undefined) options.push(fc.constant(s.maximum + 1));
      if (type === "integer") options.push(fc.constant(1.5));
      return fc.oneof(...options);
    }
    if (type === "array") return fc.oneof(wrongType, ...(s.maxItems !== undefined ? [fc.constant(Array.from({ length: s.maxItems + 1 }, () => ({})) as Json)] : []));
    if (type === "boolean") return wrongType;
    if (s.oneOf || s.anyOf) return fc.constantFrom<Json>({}, "texto", 42, null);
    if (Array.isArray(s.enum)) return fc.constantFrom<Json>("VALOR_INEXISTENTE", 7);
    return undefined;
  }
}
