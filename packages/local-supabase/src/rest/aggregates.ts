import type { Sql } from "../db";
import { restError } from "./errors";
import type { SelectItem } from "./query";

/** Whether a select tree applies an aggregate function at any depth. */
export function usesAggregates(items: readonly SelectItem[]): boolean {
  return items.some((item) =>
    item.kind === "embed" ? usesAggregates(item.select) : item.kind === "field" && !!item.aggregate,
  );
}

/**
 * A boolean of PostgREST's config as it reads one: letters only, any case (`true`, `'TRUE'`), or
 * an integer, true when positive.
 */
function configBoolean(text: string): boolean {
  const word = text.replace(/[^A-Za-z]/g, "").toLowerCase();
  if (word === "true" || word === "false") return word === "true";
  return /^\s*-?\d+\s*$/.test(text) && Number(text) > 0;
}

/**
 * A switch of PostgREST's in-database config (`db_aggregates_enabled`, `db_plan_enabled`): the
 * `pgrst.<name>` setting of the authenticator role (`alter role authenticator set ...`), this
 * database's over one for every database. Off when neither the role nor the setting exists, as
 * in PostgREST.
 */
export async function configEnabled(tx: Sql, name: string): Promise<boolean> {
  const { rows } = await tx.query<{ value: string }>(
    `select substr(setting, strpos(setting, '=') + 1) as value
     from pg_catalog.pg_db_role_setting s
     join pg_catalog.pg_roles r on r.oid = s.setrole
     cross join lateral unnest(s.setconfig) as setting
     where r.rolname = 'authenticator'
       and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_catalog))
       and substr(setting, 1, strpos(setting, '=') - 1) = 'pgrst.' || $1
     order by s.setdatabase desc
     limit 1`,
    [name],
  );
  return rows[0] !== undefined && configBoolean(rows[0].value);
}

/** PostgREST refuses aggregates in `select` unless `db-aggregates-enabled` is on. */
export async function checkAggregatesAllowed(
  tx: Sql,
  select: readonly SelectItem[],
): Promise<void> {
  if (!usesAggregates(select) || (await configEnabled(tx, "db_aggregates_enabled"))) return;
  throw restError(400, "PGRST123", "Use of aggregate functions is not allowed");
}
