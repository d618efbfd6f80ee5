import { conditionSql, fieldSql, jsonPathSql } from "./filter-sql";
import { type Embed, outputKeys, type ReadNode } from "./plan";
import type { Field } from "./query";
import { ident, type Params, qualified } from "./sql-text";

function itemsSql(node: ReadNode, params: Params): string[] {
  const columns = node.items.map((item) => {
    if (item.kind === "star") return `${node.ref}.*`;
    const name = item.alias ?? item.field.json.at(-1)?.key ?? item.field.name;
    const cast = item.cast ? `::${item.cast}` : "";
    return `${fieldSql(node.ref, item.field, params)}${cast} as ${ident(name)}`;
  });
  for (const embed of node.embeds) {
    if (!embed.spread) {
      columns.push(`${embed.lateral}.value as ${ident(embed.key)}`);
      continue;
    }
    for (const key of outputKeys(embed.node)) {
      columns.push(`${embed.lateral}.value -> ${params.add(key)}::text as ${ident(key)}`);
    }
  }
  return columns;
}

/** The condition tying an embed's rows to its parent's row. */
function joinSql(embed: Embed, parentRef: string): string {
  const rel = embed.relationship;
  const child = embed.node.ref;
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

function lateralSql(embed: Embed, parentRef: string, params: Params): string {
  const rows = levelSql(embed.node, params, { where: [joinSql(embed, parentRef)], paging: true });
  const value = embed.toOne
    ? `select row_to_json(pgrst_r) as value, 1 as n from (${rows}) as pgrst_r`
    : `select coalesce(json_agg(pgrst_r), '[]') as value, count(*) as n from (${rows}) as pgrst_r`;
  return ` left join lateral (${value}) as ${embed.lateral} on true`;
}

/** A column of a to-one embed, for ordering its parent: compared as jsonb. */
function embeddedFieldSql(embed: Embed, field: Field, params: Params): string {
  return `(${embed.lateral}.value::jsonb -> ${params.add(field.name)}::text)${jsonPathSql(field.json, params)}`;
}

function orderSql(node: ReadNode, params: Params): string {
  if (node.order.length === 0) return "";
  const terms = node.order.map(({ term, embed }) => {
    const subject = embed
      ? embeddedFieldSql(embed, term.field, params)
      : fieldSql(node.ref, term.field, params);
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
  options: { where?: string[]; paging: boolean },
): string {
  const columns = itemsSql(node, params);
  const laterals = node.embeds.map((embed) => lateralSql(embed, node.ref, params)).join("");
  const where = [
    ...(options.where ?? []),
    ...node.conditions.map((condition) => conditionSql(node, condition, params)),
    ...node.embeds
      .filter((embed) => embed.inner)
      .map((embed) => `coalesce(${embed.lateral}.n, 0) > 0`),
  ];
  let sql = `select ${columns.join(", ")} from ${node.from}${laterals}`;
  if (where.length > 0) sql += ` where ${where.join(" and ")}`;
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
