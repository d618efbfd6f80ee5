import { restError } from "./errors";

/** PostgREST's answer to a query string it cannot parse. */
export function parseError(message: string, details: string): never {
  throw restError(400, "PGRST100", message, details);
}

/** Splits on commas that are outside parentheses, braces and double quotes. */
export function splitTopLevel(input: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!;
    if (ch === "\\" && quoted && i + 1 < input.length) {
      current += ch + input[i + 1];
      i++;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "(" || ch === "{")) depth++;
    else if (!quoted && (ch === ")" || ch === "}")) depth--;
    if (ch === "," && depth === 0 && !quoted) {
      parts.push(current);
      current = "";
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts;
}

/** A list item as written: `"a,b"` is one value with its quotes and escapes removed. */
export function unquote(text: string): string | undefined {
  if (!text.startsWith('"')) return text;
  if (text.length < 2 || !text.endsWith('"')) return undefined;
  return text.slice(1, -1).replace(/\\(.)/g, "$1");
}
