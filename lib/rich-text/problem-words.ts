/**
 * How names appear inside problem messages: JSON-quoted, and cut after 100 characters (code
 * points, as Postgres counts them). public.rich_text_problem quotes with to_jsonb(left(…, 100)),
 * which escapes exactly as JSON.stringify does, so both sides build the same sentence.
 */
const MAX_QUOTED = 100;

export function quoted(name: string): string {
  let end = 0;
  let points = 0;
  while (end < name.length && points < MAX_QUOTED) {
    end += (name.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
    points += 1;
  }
  return JSON.stringify(end < name.length ? `${name.slice(0, end)}…` : name);
}
