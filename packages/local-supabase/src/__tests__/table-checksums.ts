/**
 * A count and checksum of a table's rows that PGlite and PostgreSQL compute alike: every row's
 * stored columns as text, in a byte-wise order, with timestamps written in UTC. Generated columns
 * are left out: the target computes them itself, and a text search vector, say, depends on the
 * dictionaries each PostgreSQL build ships.
 */
export const CHECKSUM_SESSION_SQL = "set timezone = 'UTC'; set datestyle = 'ISO, MDY';";

/** The tables compared (every one of the project's public schema, the accounts and the objects) with their stored columns. */
export const CHECKED_TABLES_SQL = `
  select n.nspname || '.' || c.relname as name,
         array(select a.attname::text from pg_catalog.pg_attribute a
               where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
               order by a.attnum) as columns
  from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where (n.nspname = 'public' and c.relkind in ('r', 'p'))
     or (n.nspname, c.relname) in (('auth', 'users'), ('storage', 'objects'))
  order by 1`;

function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export interface CheckedTable {
  name: string;
  columns: string[];
}

/** `<count>:<md5>` of the table's rows. */
export function checksumQuery({ name, columns }: CheckedTable): string {
  const row = `row(${columns.map((column) => `t.${ident(column)}`).join(", ")})::text`;
  const table = name.split(".").map(ident).join(".");
  return `select count(*) || ':' || coalesce(md5(string_agg(${row}, E'\\n' order by ${row} collate "C")), '') from ${table} t`;
}

export interface Checksum extends CheckedTable {
  sum: string;
}

/** A script that fails, naming the table, unless every table has the checksum given. */
export function assertChecksumsSql(expected: readonly Checksum[]): string {
  const checks = expected.map(
    ({ sum, ...table }) => `
  select (${checksumQuery(table)}) into got;
  if got is distinct from '${sum}' then
    raise exception '% differs: %, expected %', '${table.name}', got, '${sum}';
  end if;`,
  );
  return `${CHECKSUM_SESSION_SQL}
do $$
declare
  got text;
begin${checks.join("")}
end
$$;`;
}
