import type { Filter, OrderTerm, ParsedQuery, SelectItem } from "./query";

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Collects bind parameters; values travel untyped so Postgres infers each from its column, as with PostgREST. */
export class Params {
  readonly values: string[] = [];

  add(value: string): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function filterClause(source: string, filter: Filter, params: Params): string {
  const column = `${source}.${ident(filter.column)}`;
  let clause: string;
  switch (filter.op) {
    case "eq":
      clause = `${column} = ${params.add(filter.value)}`;
      break;
    case "neq":
      clause = `${column} <> ${params.add(filter.value)}`;
      break;
    case "gt":
      clause = `${column} > ${params.add(filter.value)}`;
      break;
    case "gte":
      clause = `${column} >= ${params.add(filter.value)}`;
      break;
    case "lt":
      clause = `${column} < ${params.add(filter.value)}`;
      break;
    case "lte":
      clause = `${column} <= ${params.add(filter.value)}`;
      break;
    case "like":
      clause = `${column}::text like ${params.add(filter.value.replace(/\*/g, "%"))}`;
      break;
    case "ilike":
      clause = `${column}::text ilike ${params.add(filter.value.replace(/\*/g, "%"))}`;
      break;
    case "in":
      clause =
        filter.list.length === 0
          ? "false"
          : `${column} in (${filter.list.map((v) => params.add(v)).join(", ")})`;
      break;
    case "is": {
      const value = filter.value.toLowerCase();
      clause = `${column} is ${value === "not_null" ? "not null" : value}`;
      break;
    }
  }
  return filter.negate ? `not (${clause})` : clause;
}

export function whereClause(source: string, filters: readonly Filter[], params: Params): string {
  if (filters.length === 0) return "";
  return ` where ${filters.map((filter) => filterClause(source, filter, params)).join(" and ")}`;
}

function orderClause(source: string, order: readonly OrderTerm[]): string {
  if (order.length === 0) return "";
  const terms = order.map((term) => {
    let text = `${source}.${ident(term.column)} ${term.descending ? "desc" : "asc"}`;
    if (term.nulls) text += ` nulls ${term.nulls}`;
    return text;
  });
  return ` order by ${terms.join(", ")}`;
}

function selectList(source: string, items: readonly SelectItem[]): string {
  return items
    .map((item) => {
      if (item.kind === "star") return `${source}.*`;
      let text = `${source}.${ident(item.column)}`;
      if (item.cast) text += `::${item.cast}`;
      if (item.alias || item.cast) text += ` as ${ident(item.alias ?? item.column)}`;
      return text;
    })
    .join(", ");
}

/**
 * Wraps a row source the way PostgREST does, so the JSON text is produced by
 * Postgres itself and matches hosted responses byte for byte.
 */
function aggregate(inner: string, singular: boolean): string {
  const first = singular ? ", (array_agg(row_to_json(_postgrest_t)))[1]::text as first" : "";
  return `select coalesce(json_agg(_postgrest_t), '[]')::text as body, count(*)::int as n${first} from (${inner}) _postgrest_t`;
}

export function tableRef(table: string): string {
  return `${ident("public")}.${ident(table)}`;
}

export function buildRead(
  table: string,
  query: ParsedQuery,
  singular: boolean,
): { sql: string; params: string[] } {
  const params = new Params();
  const source = tableRef(table);
  let inner = `select ${selectList(source, query.select)} from ${source}${whereClause(source, query.filters, params)}${orderClause(source, query.order)}`;
  if (query.limit !== undefined) inner += ` limit ${query.limit}`;
  if (query.offset !== undefined) inner += ` offset ${query.offset}`;
  return { sql: aggregate(inner, singular), params: params.values };
}

export function buildCount(table: string, query: ParsedQuery): { sql: string; params: string[] } {
  const params = new Params();
  const source = tableRef(table);
  return {
    sql: `select count(*)::int as total from ${source}${whereClause(source, query.filters, params)}`,
    params: params.values,
  };
}

export interface WriteOptions {
  returning: boolean;
  singular: boolean;
  select: readonly SelectItem[];
}

function wrapMutation(target: string, mutation: string, options: WriteOptions): string {
  if (!options.returning) return mutation;
  const source = ident("pgrst_source");
  return `with pgrst_source as (${mutation} returning ${target}.*) ${aggregate(`select ${selectList(source, options.select)} from pgrst_source`, options.singular)}`;
}

export function buildInsert(
  table: string,
  columns: readonly string[],
  rowsJson: string,
  conflict: { columns: readonly string[]; resolution: "merge" | "ignore" } | undefined,
  options: WriteOptions,
): { sql: string; params: string[] } {
  const params = new Params();
  const target = tableRef(table);
  const list = columns.map(ident).join(", ");
  let mutation =
    columns.length === 0
      ? `insert into ${target} default values`
      : `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, ${params.add(rowsJson)}::json)`;
  if (conflict) {
    const keys = conflict.columns.map(ident).join(", ");
    const updates = columns.filter((column) => !conflict.columns.includes(column));
    mutation +=
      conflict.resolution === "ignore" || updates.length === 0
        ? ` on conflict (${keys}) do nothing`
        : ` on conflict (${keys}) do update set ${updates.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(", ")}`;
  }
  return { sql: wrapMutation(target, mutation, options), params: params.values };
}

export function buildUpdate(
  table: string,
  columns: readonly string[],
  rowJson: string,
  filters: readonly Filter[],
  options: WriteOptions,
): { sql: string; params: string[] } {
  const params = new Params();
  const target = tableRef(table);
  const body = params.add(rowJson);
  const assignments = columns.map((c) => `${ident(c)} = _postgrest_body.${ident(c)}`).join(", ");
  const mutation = `update ${target} set ${assignments} from (select * from json_populate_record(null::${target}, ${body}::json)) _postgrest_body${whereClause(target, filters, params)}`;
  return { sql: wrapMutation(target, mutation, options), params: params.values };
}

export function buildDelete(
  table: string,
  filters: readonly Filter[],
  options: WriteOptions,
): { sql: string; params: string[] } {
  const params = new Params();
  const target = tableRef(table);
  const mutation = `delete from ${target}${whereClause(target, filters, params)}`;
  return { sql: wrapMutation(target, mutation, options), params: params.values };
}
