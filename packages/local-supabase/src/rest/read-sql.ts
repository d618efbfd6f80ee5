import { computedFromSql } from "./computed-relationships";
import { conditionSql, embedPresentSql, fieldSql } from "./filter-sql";
import {
  type Embed,
  groupsRows,
  isEmptyEmbed,
  itemKey,
  outputKeys,
  type PlannedItem,
  type ReadNode,
  spreadColumns,
  starColumns,
} from "./plan";
import type { AggregateFunction } from "./query";
import { type ForeignKeyRelationship, isComputed } from "./relationship-types";
import { ident, type Params, qualified } from "./sql-text";

/**
 * One entry of a level's select list. When the level groups its rows, each entry that is not
 * aggregated gives a GROUP BY term, named as PostgREST names it: a field's alias or column, an
 * embed's key, a spread column through its lateral subquery; never a position.
 */
interface Column {
  sql: string;
  aggregated: boolean;
  group?: string;
}

function applyAggregate(fn: AggregateFunction, input: string, cast: string | undefined): string {
  return `${fn}(${input})${cast ? `::${cast}` : ""}`;
}

/**
 * A selected field. A hoisting level gives the aggregate's input instead (a row counts as 1), for
 * the level it is spread into to aggregate.
 */
function fieldColumn(
  node: ReadNode,
  item: Extract<PlannedItem, { kind: "field" }>,
  params: Params,
): Column {
  const key = ident(itemKey(item));
  const countsRows = item.field.name === "*";
  const input = countsRows
    ? "*"
    : `${fieldSql(node.ref, item.field, params)}${item.cast ? `::${item.cast}` : ""}`;
  if (item.aggregate === undefined) {
    // PostgREST aliases a JSON path by its last key, and groups an aliased field by the alias.
    const named = item.alias !== undefined || item.field.json.length > 0;
    const group = named ? key : `${node.ref}.${ident(item.field.name)}`;
    return { sql: `${input} as ${key}`, aggregated: false, group };
  }
  if (node.hoist) return { sql: `${countsRows ? "1" : input} as ${key}`, aggregated: false };
  return {
    sql: `${applyAggregate(item.aggregate, input, item.aggregateCast)} as ${key}`,
    aggregated: true,
  };
}

/**
 * `*`: the table's columns by name when rows are grouped, since each must be grouped by. A source
 * that is not a table (a function's RETURNS TABLE or composite type) has no columns PostgREST
 * knows, so it groups by `ref.*`, which Postgres refuses beside an aggregate, as it does there.
 */
function starColumnsSql(node: ReadNode, grouped: boolean): Column[] {
  const names = starColumns(node);
  if (!grouped || names.length === 0) {
    return [{ sql: `${node.ref}.*`, aggregated: false, group: `${node.ref}.*` }];
  }
  return names.map((name) => {
    const column = `${node.ref}.${ident(name)}`;
    return { sql: column, aggregated: false, group: column };
  });
}

/** Embedded JSON is compared as jsonb when rows are grouped by it: json has no equality. */
function embeddedValue(sql: string, grouped: boolean): string {
  return grouped ? `${sql}::jsonb` : sql;
}

function embedColumns(node: ReadNode, embed: Embed, grouped: boolean): Column[] {
  const key = ident(embed.key);
  if (!embed.spread) {
    if (isEmptyEmbed(embed.node)) return [];
    const value = embeddedValue(`${embed.lateral}.pgrst_value`, grouped);
    return [{ sql: `${value} as ${key}`, aggregated: false, group: key }];
  }
  if (!embed.toOne) {
    return outputKeys(embed.node).map((name) => {
      const value = embeddedValue(`${embed.lateral}.${ident(name)}`, grouped);
      return { sql: `${value} as ${ident(name)}`, aggregated: false, group: value };
    });
  }
  return spreadColumns(embed.node).map((column) => {
    const value = `${embed.lateral}.${ident(column.key)}`;
    const as = ` as ${ident(column.key)}`;
    if (column.aggregate !== undefined && !node.hoist) {
      return {
        sql: applyAggregate(column.aggregate, value, column.aggregateCast) + as,
        aggregated: true,
      };
    }
    const sql = column.embedded ? embeddedValue(value, grouped) : value;
    return { sql: sql + as, aggregated: false, group: sql };
  });
}

function levelColumns(node: ReadNode, params: Params): Column[] {
  const grouped = groupsRows(node);
  const columns = node.items.flatMap((item) =>
    item.kind === "star" ? starColumnsSql(node, grouped) : [fieldColumn(node, item, params)],
  );
  for (const embed of node.embeds) columns.push(...embedColumns(node, embed, grouped));
  return columns;
}

/** PostgREST groups by every selected column that is not aggregated, by name. */
function groupSql(node: ReadNode, columns: Column[]): string {
  if (!groupsRows(node)) return "";
  const terms = columns.flatMap((column) =>
    column.aggregated || column.group === undefined ? [] : [column.group],
  );
  return terms.length === 0 ? "" : ` group by ${terms.join(", ")}`;
}

/** The condition tying an embed's rows to its parent's row over a foreign key. */
function joinSql(rel: ForeignKeyRelationship, child: string, parentRef: string): string {
  if (rel.cardinality !== "many-to-many") {
    return rel.columns
      .map(([parent, own]) => `${child}.${ident(own)} = ${parentRef}.${ident(parent)}`)
      .join(" and ");
  }
  const junction = ident("pgrst_junction");
  const links = [
    ...rel.source.map(([j, parent]) => `${junction}.${ident(j)} = ${parentRef}.${ident(parent)}`),
    ...rel.target.map(([j, own]) => `${junction}.${ident(j)} = ${child}.${ident(own)}`),
  ];
  return `exists (select 1 from ${qualified(rel.junction.schema, rel.junction.name)} as ${junction} where ${links.join(" and ")})`;
}

/**
 * An embed's lateral subquery: its JSON in `pgrst_value`; a to-one embed's columns as they are,
 * so a hoisted aggregate gets typed values and a related order finds them as PostgREST's does
 * (only those selected); a to-many spread's columns as arrays (PostgREST 12.2+).
 */
function embedValueSql(embed: Embed, rows: string): string {
  if (!embed.spread) {
    return embed.toOne
      ? `select pgrst_r.*, row_to_json(pgrst_r) as pgrst_value, 1 as pgrst_n from (${rows}) as pgrst_r`
      : `select coalesce(json_agg(pgrst_r), '[]') as pgrst_value, count(*) as pgrst_n from (${rows}) as pgrst_r`;
  }
  if (embed.toOne) return `select pgrst_r.*, 1 as pgrst_n from (${rows}) as pgrst_r`;
  const arrays = outputKeys(embed.node).map(
    (key) => `coalesce(json_agg(pgrst_r.${ident(key)}), '[]') as ${ident(key)}`,
  );
  return `select ${[...arrays, "count(*) as pgrst_n"].join(", ")} from (${rows}) as pgrst_r`;
}

/**
 * An embed's rows: over a key, its table's rows that match the parent's; over a function, what
 * the function returns for the parent's row, which needs no join condition.
 */
function embedRowsSql(embed: Embed, parentRef: string, params: Params): string {
  const rel = embed.relationship;
  const node = embed.node;
  if (isComputed(rel)) {
    const from = computedFromSql(rel, parentRef, node.ref);
    return levelSql({ ...node, from }, params, { paging: true });
  }
  return levelSql(node, params, { where: [joinSql(rel, node.ref, parentRef)], paging: true });
}

function lateralSql(embed: Embed, parentRef: string, params: Params): string {
  const rows = embedRowsSql(embed, parentRef, params);
  return ` left join lateral (${embedValueSql(embed, rows)}) as ${embed.lateral} on true`;
}

/**
 * `order=author(name)`: as PostgREST, the column of the to-one embed's lateral subquery, which
 * holds what the embed selects (under its aliases): a column it does not select is Postgres'
 * 42703, and in grouped rows one not grouped by is its 42803.
 */
function orderSql(node: ReadNode, params: Params): string {
  if (node.order.length === 0) return "";
  const terms = node.order.map(({ term, embed }) => {
    const subject = fieldSql(embed ? embed.lateral : node.ref, term.field, params);
    return `${subject} ${term.descending ? "desc" : "asc"}${term.nulls ? ` nulls ${term.nulls}` : ""}`;
  });
  return ` order by ${terms.join(", ")}`;
}

/**
 * One level's rows: its columns and embeds (each a lateral subquery producing JSON), its filters
 * and its inner embeds' presence, then order and range when `paging`.
 */
export function levelSql(
  node: ReadNode,
  params: Params,
  options: {
    where?: string[];
    paging: boolean;
    /** One column per matching row, ungrouped: what PostgREST counts, aggregates or not. */
    rowsOnly?: boolean;
  },
): string {
  const columns = options.rowsOnly ? [{ sql: "1", aggregated: false }] : levelColumns(node, params);
  const laterals = node.embeds.map((embed) => lateralSql(embed, node.ref, params)).join("");
  const where = [
    ...(options.where ?? []),
    ...node.conditions.map((condition) => conditionSql(node, condition, params)),
    ...node.embeds.filter((embed) => embed.inner).map(embedPresentSql),
  ];
  let sql = `select ${columns.map((column) => column.sql).join(", ")} from ${node.from}${laterals}`;
  if (where.length > 0) sql += ` where ${where.join(" and ")}`;
  if (!options.rowsOnly) sql += groupSql(node, columns);
  if (!options.paging) return sql;
  sql += orderSql(node, params);
  if (node.range.limit !== undefined) sql += ` limit ${node.range.limit}`;
  if (node.range.offset !== undefined && node.range.offset > 0)
    sql += ` offset ${node.range.offset}`;
  return sql;
}

/**
 * Wraps a row source the way PostgREST does, so the JSON text is produced by Postgres itself and
 * matches hosted responses byte for byte.
 */
export function aggregateSql(rows: string, singular: boolean): string {
  const first = singular ? ", (array_agg(row_to_json(_postgrest_t)))[1]::text as first" : "";
  return `select coalesce(json_agg(_postgrest_t), '[]')::text as body, count(*)::int as n${first} from (${rows}) _postgrest_t`;
}
