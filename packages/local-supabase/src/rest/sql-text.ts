export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/** Collects bind parameters; values travel untyped so Postgres infers each from its column, as with PostgREST. */
export class Params {
  readonly values: (string | null)[];

  /** `seed`: parameters an embedded statement (a function call) already numbered. */
  constructor(seed: readonly (string | null)[] = []) {
    this.values = [...seed];
  }

  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A Postgres array literal of text items, each quoted, for `= any($1)` and the like. */
export function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;
}

export interface Statement {
  sql: string;
  params: (string | null)[];
}
