import { restError } from "./errors";
import type {
  AggregateFunction,
  Condition,
  OrderTerm,
  QueryParams,
  Range,
  SelectItem,
} from "./query";
import { findRelationship } from "./relationships";
import type { Relationship } from "./relationship-types";
import type { SchemaCache, TableInfo } from "./schema-cache";
import { ident } from "./sql-text";

export type PlannedItem = { kind: "star" } | Extract<SelectItem, { kind: "field" }>;

/** One level of a read: its rows' source, columns, filters, order and range, and its embeds. */
export interface ReadNode {
  /** The FROM item, aliased: `"public"."films"` or `"public"."actors" as "actors_1"`. */
  from: string;
  /** How this level's columns are qualified in SQL. */
  ref: string;
  /** Known when the source is a table or view of the exposed schemas. */
  table?: TableInfo;
  items: PlannedItem[];
  embeds: Embed[];
  conditions: Condition[];
  order: { term: OrderTerm; embed?: Embed }[];
  range: Range;
  /**
   * Set on a to-one spread: its aggregates are applied by the level it is spread into, as
   * PostgREST hoists them, so they aggregate that level's rows rather than its single row.
   */
  hoist?: boolean;
}

export interface Embed {
  /** The key in the parent's JSON: the alias, else the name used in `select`. */
  key: string;
  node: ReadNode;
  relationship: Relationship;
  toOne: boolean;
  inner: boolean;
  spread: boolean;
  /**
   * The alias of the lateral subquery that holds this embed's JSON and, to-one, its columns:
   * PostgREST's `<parent>_<name>_<depth>`, which its related orders name and Postgres' errors
   * about them quote.
   */
  lateral: string;
}

export interface ReadSource {
  from: string;
  ref: string;
  table?: TableInfo;
}

interface Context {
  cache: SchemaCache;
  query: QueryParams;
  used: Set<string>;
  counter: { next: number };
}

function notEmbedded(path: string): never {
  const name = path.split(".").pop()!;
  throw restError(
    400,
    "PGRST108",
    `'${name}' is not an embedded resource in this request`,
    null,
    `Verify that '${name}' is included in the 'select' query parameter.`,
  );
}

function planLevel(
  context: Context,
  source: ReadSource,
  select: SelectItem[],
  path: string[],
): ReadNode {
  const at = path.join(".");
  context.used.add(at);
  const node: ReadNode = {
    ...source,
    items: [],
    embeds: [],
    conditions: context.query.conditions.get(at) ?? [],
    order: [],
    range: context.query.ranges.get(at) ?? {},
  };
  for (const item of select) {
    if (item.kind !== "embed") {
      node.items.push(item);
      continue;
    }
    if (!source.table) {
      throw restError(
        400,
        "PGRST200",
        `Could not find a relationship between '${source.ref}' and '${item.target}' in the schema cache`,
      );
    }
    const relationship = findRelationship(context.cache, source.table, item.target, item.hint);
    const foreign = context.cache.table(
      relationship.foreignTable.schema,
      relationship.foreignTable.name,
    );
    if (!foreign) {
      throw restError(
        400,
        "PGRST200",
        `Could not find a relationship between '${source.table.name}' and '${item.target}' in the schema cache`,
      );
    }
    const toOne =
      relationship.cardinality === "many-to-one" || relationship.cardinality === "one-to-one";
    const n = context.counter.next++;
    const ref = ident(`${foreign.name}_${n}`);
    const key = item.alias ?? item.target;
    const child = planLevel(
      context,
      { from: `${ident(foreign.schema)}.${ident(foreign.name)} as ${ref}`, ref, table: foreign },
      item.select,
      [...path, key],
    );
    child.hoist = item.spread && toOne;
    if (item.spread && !toOne && hasAggregates(child)) {
      throw restError(
        400,
        "PGRST127",
        "Feature not implemented",
        "Aggregates are not implemented for one-to-many or many-to-many spreads.",
      );
    }
    node.embeds.push({
      key,
      node: child,
      relationship,
      toOne,
      inner: item.join === "inner",
      spread: item.spread,
      lateral: ident(`${source.table.name}_${key}_${path.length + 1}`),
    });
  }
  for (const term of context.query.order.get(at) ?? []) {
    if (term.relation === undefined) {
      node.order.push({ term });
      continue;
    }
    const embed = node.embeds.find((candidate) => candidate.key === term.relation);
    if (!embed) notEmbedded([...path, term.relation].join("."));
    if (!embed.toOne) {
      throw restError(
        400,
        "PGRST118",
        `A related order on '${term.relation}' is not possible`,
        `'${source.table?.name ?? source.ref}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
      );
    }
    node.order.push({ term, embed });
  }
  return node;
}

/**
 * Resolves the select tree against the schema cache: every embed gets its relationship, and
 * filters, orders and ranges written for an embedding path find their level.
 */
export function planRead(cache: SchemaCache, source: ReadSource, query: QueryParams): ReadNode {
  const context: Context = { cache, query, used: new Set(), counter: { next: 1 } };
  const root = planLevel(context, source, query.select, []);
  for (const map of [query.conditions, query.order, query.ranges]) {
    for (const path of map.keys()) if (!context.used.has(path)) notEmbedded(path);
  }
  return root;
}

type FieldItem = Extract<PlannedItem, { kind: "field" }>;

/** A field's key in the JSON: its alias, an aggregate's name, or the last key of its path. */
export function itemKey(item: FieldItem): string {
  return item.alias ?? item.aggregate ?? item.field.json.at(-1)?.key ?? item.field.name;
}

/** Whether a level computes aggregates, its own or those hoisted from its to-one spreads. */
export function hasAggregates(node: ReadNode): boolean {
  return (
    node.items.some((item) => item.kind === "field" && item.aggregate !== undefined) ||
    node.embeds.some((embed) => embed.spread && embed.toOne && hasAggregates(embed.node))
  );
}

/** Whether a level's rows are groups: it applies aggregates rather than hoisting them. */
export function groupsRows(node: ReadNode): boolean {
  return !node.hoist && hasAggregates(node);
}

/** A column a spread level gives the level it is spread into. */
export interface SpreadColumn {
  key: string;
  /** A hoisted aggregate, which the receiving level applies to this column. */
  aggregate?: AggregateFunction;
  aggregateCast?: string;
  /** Whether the value is JSON built for an embedding. */
  embedded: boolean;
}

/** The table's columns a `*` stands for; none when the source is not a known table. */
export function starColumns(node: ReadNode): string[] {
  return node.table ? [...node.table.columns.keys()] : [];
}

/** An embed that selects nothing, at any depth: PostgREST joins it but leaves it out of the JSON. */
export function isEmptyEmbed(node: ReadNode): boolean {
  return node.items.length === 0 && node.embeds.every((embed) => isEmptyEmbed(embed.node));
}

/** The columns a level contributes to its parent's JSON when spread into it. */
export function spreadColumns(node: ReadNode): SpreadColumn[] {
  const columns: SpreadColumn[] = [];
  for (const item of node.items) {
    if (item.kind === "star") {
      columns.push(...starColumns(node).map((key) => ({ key, embedded: false })));
      continue;
    }
    const hoisted = node.hoist ? item.aggregate : undefined;
    columns.push({
      key: itemKey(item),
      aggregate: hoisted,
      aggregateCast: hoisted ? item.aggregateCast : undefined,
      embedded: false,
    });
  }
  for (const embed of node.embeds) {
    if (!embed.spread) {
      if (!isEmptyEmbed(embed.node)) columns.push({ key: embed.key, embedded: true });
    } else if (embed.toOne) columns.push(...spreadColumns(embed.node));
    else columns.push(...outputKeys(embed.node).map((key) => ({ key, embedded: true })));
  }
  return columns;
}

/** The keys a level contributes to its parent's JSON when spread into it. */
export function outputKeys(node: ReadNode): string[] {
  return spreadColumns(node).map((column) => column.key);
}
