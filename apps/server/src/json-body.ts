/**
 * JSON request bodies are refused above a fixed nesting depth before they are parsed
 * (docs/security.md#input-limits): no input of ours nests more than a few levels, and a body nested
 * thousands of levels deep otherwise reaches code that recurses over it.
 */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`;

const QUOTE = 34;
const BACKSLASH = 92;
const OPENERS = new Set([91, 123]); // [ {
const CLOSERS = new Set([93, 125]); // ] }

/** Whether JSON text nests arrays and objects deeper than `max` (brackets inside strings don't count). One pass, no recursion. */
export function jsonNestedDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (OPENERS.has(c)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(c)) {
      depth -= 1;
    }
  }
  return false;
}
