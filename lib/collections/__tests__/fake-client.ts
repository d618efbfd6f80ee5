import type { DatabaseError } from "@/lib/action-state";
import type { CollectionEditor } from "../collection-editor";
import type { EditorClient } from "../../auth/editor-client";
import type { CollectionName } from "../registry";

/** What the database answers one query. */
export interface Answer {
  data?: unknown;
  error?: DatabaseError | null;
}

/** One query as the code built it: its table (or `rpc:` and the function) and each call. */
export interface Query {
  table: string;
  calls: [string, ...unknown[]][];
}

/**
 * An editor whose client answers each table's queries in turn from `answers` (by table name, or
 * `rpc:name`), and records them. A query with no answer left fails the test that made it.
 */
export function fakeEditor(
  collection: CollectionName,
  answers: Record<string, Answer[]> = {},
): CollectionEditor & { queries: Query[] } {
  const queries: Query[] = [];
  const query = (table: string, first: [string, ...unknown[]]) => {
    const made: Query = { table, calls: [first] };
    queries.push(made);
    const builder: object = new Proxy(
      {},
      {
        get(_, name) {
          if (name !== "then") {
            return (...args: unknown[]) => {
              made.calls.push([String(name), ...args]);
              return builder;
            };
          }
          const answer = answers[table]?.shift();
          if (!answer) throw new Error(`no answer left for ${table}`);
          return (resolve: (value: unknown) => void) =>
            resolve({ data: answer.data ?? null, error: answer.error ?? null });
        },
      },
    );
    return builder;
  };
  const client = {
    from: (table: string) => query(table, ["from", table]),
    rpc: (name: string, args: unknown) => query(`rpc:${name}`, ["rpc", args]),
  };
  // Only what the collections' writes call is faked; the rest of the client is never reached.
  return { supabase: client as unknown as EditorClient, collection, queries };
}
