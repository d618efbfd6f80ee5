/**
 * When a pg_cron job is due: "N seconds" runs every N seconds; five cron fields (minute, hour,
 * day of month, month, day of week, in UTC as pg_cron's default `cron.timezone`) run once in
 * each minute they match.
 */
export type Schedule =
  | { kind: "interval"; seconds: number }
  | { kind: "cron"; fields: Set<number>[]; anyDay: { dom: boolean; dow: boolean } };

const RANGES: [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

function field(text: string, [low, high]: [number, number]): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(",")) {
    const [range, stepText] = part.split("/");
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) throw new Error(`bad step in ${text}`);
    let from = low;
    let to = high;
    if (range !== "*") {
      const [a, b] = range!.split("-");
      from = Number(a);
      to = b === undefined ? (stepText === undefined ? from : high) : Number(b);
    }
    if (![from, to].every((n) => Number.isInteger(n) && n >= low && n <= high) || from > to)
      throw new Error(`out of range: ${text}`);
    for (let n = from; n <= to; n += step) values.add(n);
  }
  return values;
}

/** The schedule's meaning, or an error for one pg_cron would not take. */
export function parseSchedule(text: string): Schedule {
  const interval = /^\s*([1-9][0-9]?) seconds?\s*$/.exec(text);
  if (interval) return { kind: "interval", seconds: Number(interval[1]) };
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`invalid schedule: ${text}`);
  const fields = parts.map((part, i) => field(part, RANGES[i]!));
  // Sunday is 0 or 7.
  if (fields[4]!.has(7)) fields[4]!.add(0);
  return { kind: "cron", fields, anyDay: { dom: parts[2] === "*", dow: parts[4] === "*" } };
}

/** Whether a five-field schedule matches the minute `at` falls in (UTC). */
export function matchesMinute(schedule: Schedule & { kind: "cron" }, at: Date): boolean {
  const [minutes, hours, days, months, weekdays] = schedule.fields as [
    Set<number>,
    Set<number>,
    Set<number>,
    Set<number>,
    Set<number>,
  ];
  if (!minutes.has(at.getUTCMinutes()) || !hours.has(at.getUTCHours())) return false;
  if (!months.has(at.getUTCMonth() + 1)) return false;
  const dom = days.has(at.getUTCDate());
  const dow = weekdays.has(at.getUTCDay());
  // Cron's rule: with both day fields restricted, either may match.
  if (!schedule.anyDay.dom && !schedule.anyDay.dow) return dom || dow;
  return dom && dow;
}
