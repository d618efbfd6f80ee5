import type { Condition, Field, Filter, JsonStep } from "./query";
import type { Embed, ReadNode } from "./plan";
import { arrayLiteral, ident, type Params } from "./sql-text";

/** `->'key'->>'key'`, with every key a bound parameter and array indexes as integers. */
export function jsonPathSql(steps: readonly JsonStep[], params: Params): string {
  return steps
    .map(
      (step) =>
        `${step.asText ? "->>" : "->"}${params.add(step.key)}::${step.index ? "int" : "text"}`,
    )
    .join("");
}

/** `ref."column"->'key'->>'key'`. */
export function fieldSql(ref: string, field: Field, params: Params): string {
  return `${ref}.${ident(field.name)}${jsonPathSql(field.json, params)}`;
}

/** Whether an embed found rows for its parent's row; `!inner` and `is.null` test it. */
export function embedPresentSql(embed: Embed): string {
  return `coalesce(${embed.lateral}.pgrst_n, 0) > 0`;
}

const COMPARISONS = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  cs: "@>",
  cd: "<@",
  ov: "&&",
  sl: "<<",
  sr: ">>",
  nxr: "&<",
  nxl: "&>",
  adj: "-|-",
  isdistinct: "is distinct from",
} as const;

const TEXT_MATCHES = { like: "like", ilike: "ilike", match: "~", imatch: "~*" } as const;

const TSQUERY = {
  fts: "to_tsquery",
  plfts: "plainto_tsquery",
  phfts: "phraseto_tsquery",
  wfts: "websearch_to_tsquery",
} as const;

/** PostgREST's `*` wildcard in like patterns; `%` works too. */
const pattern = (value: string) => value.replace(/\*/g, "%");

function filterSql(node: ReadNode, filter: Filter, params: Params): string {
  // `actors=is.null` on an embed's key tests whether the parent has any.
  const embed =
    filter.field.json.length === 0 && node.embeds.find((e) => e.key === filter.field.name);
  if (embed && filter.op === "is" && (filter.value === "null" || filter.value === "not_null")) {
    const present = embedPresentSql(embed);
    const wantsNull = (filter.value === "null") !== filter.negate;
    return wantsNull ? `not (${present})` : present;
  }
  const column = fieldSql(node.ref, filter.field, params);
  let clause: string;
  switch (filter.op) {
    case "eq":
    case "gt":
    case "gte":
    case "lt":
    case "lte":
      clause = filter.quantifier
        ? `${column} ${COMPARISONS[filter.op]} ${filter.quantifier}(${params.add(arrayLiteral(filter.list))})`
        : `${column} ${COMPARISONS[filter.op]} ${params.add(filter.value)}`;
      break;
    case "like":
    case "ilike":
    case "match":
    case "imatch": {
      const operator = TEXT_MATCHES[filter.op];
      const isLike = filter.op === "like" || filter.op === "ilike";
      clause = filter.quantifier
        ? `${column}::text ${operator} ${filter.quantifier}(${params.add(arrayLiteral(isLike ? filter.list.map(pattern) : filter.list))}::text[])`
        : `${column}::text ${operator} ${params.add(isLike ? pattern(filter.value) : filter.value)}`;
      break;
    }
    case "neq":
    case "cs":
    case "cd":
    case "ov":
    case "sl":
    case "sr":
    case "nxr":
    case "nxl":
    case "adj":
    case "isdistinct":
      clause = `${column} ${COMPARISONS[filter.op]} ${params.add(filter.value)}`;
      break;
    case "in":
      clause =
        filter.list.length === 0
          ? "false"
          : `${column} in (${filter.list.map((value) => params.add(value)).join(", ")})`;
      break;
    case "is":
      clause = `${column} is ${filter.value === "not_null" ? "not null" : filter.value}`;
      break;
    case "fts":
    case "plfts":
    case "phfts":
    case "wfts": {
      const config = filter.config === undefined ? "" : `${params.add(filter.config)}::regconfig, `;
      const isVector =
        filter.field.json.length === 0 &&
        node.table?.columns.get(filter.field.name)?.type === "tsvector";
      const vector = isVector ? column : `to_tsvector(${config}${column})`;
      clause = `${vector} @@ ${TSQUERY[filter.op]}(${config}${params.add(filter.value)})`;
      break;
    }
  }
  return filter.negate ? `not (${clause})` : clause;
}

export function conditionSql(node: ReadNode, condition: Condition, params: Params): string {
  if (condition.kind === "filter") return filterSql(node, condition.filter, params);
  const joined = condition.children
    .map((child) => `(${conditionSql(node, child, params)})`)
    .join(` ${condition.operator} `);
  return condition.negate ? `not (${joined})` : `(${joined})`;
}
