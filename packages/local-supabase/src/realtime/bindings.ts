import { BindingError } from "./errors";
/** A change captured by the trigger, as it left the database. */
export interface CapturedChange {
  id: number;
  schema: string;
  table: string;
  type: "INSERT" | "UPDATE" | "DELETE";
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  commitTimestamp: string;
}

type FilterOp = "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "in";

interface RowFilter {
  column: string;
  op: FilterOp;
  values: string[];
}

/** One `postgres_changes` entry of a join, with the id the server answered. */
export interface Binding {
  id: number;
  event: string;
  schema: string;
  table: string;
  filter: RowFilter | null;
  /** The client's entry, echoed back in the join reply. */
  echo: Record<string, unknown>;
}

const EVENTS = new Set(["*", "INSERT", "UPDATE", "DELETE"]);

function parseFilter(text: string): RowFilter {
  const match = /^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s.exec(text);
  if (!match) throw new BindingError(`Error parsing \`filter\` params: ${text}`);
  const [, column, op, raw] = match as unknown as [string, string, FilterOp, string];
  if (op !== "in") return { column, op, values: [raw] };
  if (!raw.startsWith("(") || !raw.endsWith(")"))
    throw new BindingError(`Error parsing \`filter\` params: ${text}`);
  const values = raw
    .slice(1, -1)
    .split(",")
    .map((value) => value.trim().replace(/^"(.*)"$/, "$1"));
  return { column, op, values };
}

/** Stable id per binding, like the real server's hash of the params. */
function bindingId(entry: Record<string, unknown>): number {
  const text = JSON.stringify([entry.event, entry.schema, entry.table, entry.filter ?? null]);
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % 134217728;
}

export function parseBinding(entry: unknown): Binding {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
    throw new BindingError("postgres_changes entries must be objects");
  }
  const raw = entry as Record<string, unknown>;
  const event = typeof raw.event === "string" ? raw.event : "*";
  const eventKey = event === "*" ? "*" : event.toUpperCase();
  if (!EVENTS.has(eventKey)) throw new BindingError(`Unsupported event: ${event}`);
  const schema = typeof raw.schema === "string" ? raw.schema : "public";
  const table = typeof raw.table === "string" ? raw.table : "*";
  const filter =
    typeof raw.filter === "string" && raw.filter !== "" ? parseFilter(raw.filter) : null;
  return {
    id: bindingId(raw),
    event: eventKey,
    schema,
    table,
    filter,
    echo: { ...raw, id: bindingId(raw) },
  };
}

function compare(actual: unknown, expected: string): number | null {
  if (actual === null || actual === undefined) return null;
  if (typeof actual === "number") {
    const number = Number(expected);
    return Number.isNaN(number) ? null : actual - number;
  }
  const text = typeof actual === "string" ? actual : JSON.stringify(actual);
  return text === expected ? 0 : text < expected ? -1 : 1;
}

function passesFilter(filter: RowFilter, row: Record<string, unknown> | null): boolean {
  if (!row || !(filter.column in row)) return false;
  const actual = row[filter.column];
  if (filter.op === "in") return filter.values.some((value) => compare(actual, value) === 0);
  const order = compare(actual, filter.values[0]!);
  if (order === null) return false;
  switch (filter.op) {
    case "eq":
      return order === 0;
    case "neq":
      return order !== 0;
    case "lt":
      return order < 0;
    case "lte":
      return order <= 0;
    case "gt":
      return order > 0;
    case "gte":
      return order >= 0;
  }
}

export function bindingMatches(binding: Binding, change: CapturedChange): boolean {
  if (binding.schema !== "*" && binding.schema !== change.schema) return false;
  if (binding.table !== "*" && binding.table !== change.table) return false;
  if (binding.event !== "*" && binding.event !== change.type) return false;
  if (!binding.filter) return true;
  // A DELETE only carries what the old record holds, so a filter on another column lets it through, as hosted does.
  if (change.type === "DELETE") {
    return (
      !change.oldRecord ||
      !(binding.filter.column in change.oldRecord) ||
      passesFilter(binding.filter, change.oldRecord)
    );
  }
  return passesFilter(binding.filter, change.record);
}
