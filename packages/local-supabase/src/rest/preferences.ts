import { restError } from "./errors";

export type Representation = "representation" | "minimal" | "headers-only";
export type CountMethod = "exact" | "planned" | "estimated";

/** The `Prefer` header, as PostgREST reads it: the first value of each kind wins. */
export interface Preferences {
  return?: Representation;
  count?: CountMethod;
  resolution?: "merge-duplicates" | "ignore-duplicates";
  missing?: "default" | "null";
  tx?: "commit" | "rollback";
  handling?: "strict" | "lenient";
  maxAffected?: number;
  params?: "single-object";
}

const KNOWN: Record<string, (prefs: Preferences, value: string) => void> = {
  return: (prefs, value) => {
    if (["representation", "minimal", "headers-only"].includes(value))
      prefs.return ??= value as Representation;
  },
  count: (prefs, value) => {
    if (["exact", "planned", "estimated"].includes(value)) prefs.count ??= value as CountMethod;
  },
  resolution: (prefs, value) => {
    if (value === "merge-duplicates" || value === "ignore-duplicates") prefs.resolution ??= value;
  },
  missing: (prefs, value) => {
    if (value === "default" || value === "null") prefs.missing ??= value;
  },
  tx: (prefs, value) => {
    if (value === "commit" || value === "rollback") prefs.tx ??= value;
  },
  handling: (prefs, value) => {
    if (value === "strict" || value === "lenient") prefs.handling ??= value;
  },
  "max-affected": (prefs, value) => {
    if (/^\d+$/.test(value)) prefs.maxAffected ??= Number(value);
  },
  params: (prefs, value) => {
    if (value === "single-object") prefs.params = value;
  },
};

/** Whether `name=value` is a preference the server knows, tried on an empty set. */
function isValid(name: string, value: string): boolean {
  const apply = KNOWN[name];
  if (!apply) return false;
  const probe: Preferences = {};
  apply(probe, value);
  return Object.keys(probe).length > 0;
}

/** Unknown preferences are ignored, unless the client asked for `handling=strict`. */
export function parsePreferences(header: string | undefined): Preferences {
  const prefs: Preferences = {};
  const invalid: string[] = [];
  for (const token of (header ?? "").split(",").map((part) => part.trim())) {
    if (token === "") continue;
    const eq = token.indexOf("=");
    const name = eq > 0 ? token.slice(0, eq) : token;
    const value = eq > 0 ? token.slice(eq + 1) : "";
    if (isValid(name, value)) KNOWN[name]!(prefs, value);
    else invalid.push(token);
  }
  if (prefs.handling === "strict" && invalid.length > 0) {
    throw restError(
      400,
      "PGRST122",
      "Invalid preferences given with handling=strict",
      `Invalid preferences: ${invalid.join(", ")}`,
    );
  }
  return prefs;
}

/** `Preference-Applied`, listing what the server honoured, in PostgREST's order. */
export function appliedPreferences(prefs: Preferences, honoured: (keyof Preferences)[]): string {
  const order: [keyof Preferences, string][] = [
    ["resolution", "resolution"],
    ["missing", "missing"],
    ["return", "return"],
    ["count", "count"],
    ["tx", "tx"],
    ["handling", "handling"],
    ["maxAffected", "max-affected"],
  ];
  // max-affected is only enforced, and so only reported, with handling=strict.
  const enforced = (key: keyof Preferences) => key !== "maxAffected" || prefs.handling === "strict";
  return order
    .filter(([key]) => honoured.includes(key) && prefs[key] !== undefined && enforced(key))
    .map(([key, name]) => `${name}=${String(prefs[key])}`)
    .join(", ");
}

/** `max-affected` binds only with `handling=strict`, as in PostgREST. */
export function strictMaxAffected(prefs: Preferences): number | undefined {
  return prefs.handling === "strict" ? prefs.maxAffected : undefined;
}

/** `Prefer: handling=strict, max-affected=n`: more rows than that roll the request back. */
export function checkAffected(max: number | undefined, affected: number): void {
  if (max !== undefined && affected > max) {
    throw restError(
      400,
      "PGRST124",
      "Query result exceeds max-affected preference constraint",
      `The query affects ${affected} rows`,
    );
  }
}
