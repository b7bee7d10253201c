/**
 * One pass over a JSON text, for the checks JSON.parse cannot make because its result has lost what
 * they look at: a member named twice (request-body.ts, assertUniqueNames) and a number's literal as
 * written (exact-numbers.ts, findInexactMoney). Strings are skipped whole; member names are decoded
 * (`"am\u006funt"` is `amount`). A name that does not decode ends the pass: malformed text is the
 * parser's to refuse.
 */

/** An open object (the name of the member being read, undefined before it; its names so far) or array (the index). */
export type JsonFrame = { name: string | undefined; names: Set<string> } | { index: number };

export interface JsonVisitor {
  /** A member name of the innermost object, before it joins `frame.names`; true ends the pass. */
  name?(frame: { name: string | undefined; names: Set<string> }, name: string): boolean | void;
  /** A number literal as written, inside `stack`; true ends the pass. */
  number?(literal: string, stack: readonly JsonFrame[]): boolean | void;
}

/** What follows a string's opening quote up to its closing one: runs of plain characters and escapes. */
const STRING_CONTENT = /(?:[^"\\]+|\\[\s\S])*/y;
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

export function scanJson(text: string, visit: JsonVisitor): void {
  const stack: JsonFrame[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const top = stack[stack.length - 1];
    if (c === 0x22 /* " */) {
      STRING_CONTENT.lastIndex = i + 1;
      STRING_CONTENT.exec(text);
      const end = STRING_CONTENT.lastIndex;
      if (top && "names" in top && top.name === undefined) {
        let name = text.slice(i + 1, end);
        if (name.includes("\\")) {
          try {
            name = JSON.parse(`"${name}"`) as string;
          } catch {
            return;
          }
        }
        if (visit.name?.(top, name)) return;
        top.names.add(name);
        top.name = name;
      }
      i = end;
    } else if (c === 0x7b /* { */) stack.push({ name: undefined, names: new Set() });
    else if (c === 0x5b /* [ */) stack.push({ index: 0 });
    else if (c === 0x7d /* } */ || c === 0x5d /* ] */) stack.pop();
    else if (c === 0x2c /* , */) {
      if (top && "names" in top) top.name = undefined;
      else if (top) top.index++;
    } else if (visit.number && (c === 0x2d /* - */ || (c >= 0x30 && c <= 0x39))) {
      NUMBER.lastIndex = i;
      const literal = NUMBER.exec(text)?.[0] ?? text[i]!;
      i += literal.length - 1;
      if (visit.number(literal, stack)) return;
    }
  }
}
