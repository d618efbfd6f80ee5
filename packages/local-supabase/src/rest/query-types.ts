/** One step of a JSON path: `->key` keeps JSON, `->>key` gives text; digits index an array. */
export interface JsonStep {
  key: string;
  asText: boolean;
  index: boolean;
}

/** A column, optionally followed by a JSON path into it: `data->settings->>theme`. */
export interface Field {
  name: string;
  json: JsonStep[];
}

/** PostgREST's aggregate functions, allowed in `select` when `db-aggregates-enabled` is on. */
export type AggregateFunction = "count" | "sum" | "avg" | "max" | "min";

export type SelectItem =
  | { kind: "star" }
  | {
      kind: "field";
      /** `*` for a bare `count()`, which counts rows. */
      field: Field;
      alias?: string;
      /** Applied to the column, before any aggregate. */
      cast?: string;
      aggregate?: AggregateFunction;
      /** Applied to the aggregate's result. */
      aggregateCast?: string;
    }
  | {
      kind: "embed";
      /** A table, or a foreign key's name or column, as PostgREST lets a client name one. */
      target: string;
      alias?: string;
      hint?: string;
      join?: "inner" | "left";
      spread: boolean;
      select: SelectItem[];
    };

/** Operators that take one value; the first group also takes `(any)`/`(all)` lists. */
export type QuantifiableOperator =
  "eq" | "gt" | "gte" | "lt" | "lte" | "like" | "ilike" | "match" | "imatch";
export type SimpleOperator =
  "neq" | "cs" | "cd" | "ov" | "sl" | "sr" | "nxr" | "nxl" | "adj" | "isdistinct";
export type FtsOperator = "fts" | "plfts" | "phfts" | "wfts";

export type FilterOperation =
  | { op: QuantifiableOperator; quantifier?: "any" | "all"; value: string; list: string[] }
  | { op: SimpleOperator; value: string }
  | { op: "in"; list: string[] }
  | { op: "is"; value: "null" | "not_null" | "true" | "false" | "unknown" }
  | { op: FtsOperator; value: string; config?: string };

export type Filter = FilterOperation & { field: Field; negate: boolean };

export type Condition =
  | { kind: "filter"; filter: Filter }
  | { kind: "tree"; operator: "and" | "or"; negate: boolean; children: Condition[] };

export interface OrderTerm {
  /** Set when ordering by a column of a to-one embedded resource: `order=author(name)`. */
  relation?: string;
  field: Field;
  descending: boolean;
  nulls?: "first" | "last";
}

export interface Range {
  offset?: number;
  limit?: number;
}

/** The query string of a request, keyed by embedding path ("" is the top level). */
export interface QueryParams {
  select: SelectItem[];
  conditions: Map<string, Condition[]>;
  order: Map<string, OrderTerm[]>;
  ranges: Map<string, Range>;
  columns?: string[];
  onConflict?: string[];
  /** A function read's arguments. */
  args: Map<string, string>;
}
