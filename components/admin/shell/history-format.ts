import { adminText } from "@/content/admin";
import type { HistoryEntry } from "../site-text/data-source";

const t = adminText.history;

/**
 * Who made a recorded change: the user's email (saying so when their scheduled publication made
 * it), or the kind of session that had no user.
 */
export function actorName(entry: Pick<HistoryEntry, "actor_kind" | "actor_email">): string {
  if (entry.actor_kind === "service_role") return t.actors.service_role;
  if (entry.actor_kind === "sql") return t.actors.sql;
  const who = entry.actor_email ?? t.actors.unknownUser;
  return entry.actor_kind === "schedule" ? t.actors.schedule(who) : who;
}

export function changedAt(entry: Pick<HistoryEntry, "changed_at">): string {
  return new Date(entry.changed_at).toLocaleString("en-GB", {
    dateStyle: "medium",
    timeStyle: "medium",
  });
}

export const operationName = (operation: string) =>
  t.operations[operation as keyof typeof t.operations] ?? operation;
