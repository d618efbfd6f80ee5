import "server-only";
import type { EditorClient } from "@/lib/auth/editor-client";
import { browserSession } from "./browser-session";
import { canPublish, type TeamRole } from "./team";

/** For editors and admins: how many requests wait for their review (the Staged room's badge). */
export async function waitingForReview(supabase: EditorClient, role: TeamRole) {
  if (!canPublish(role)) return 0;
  const { count } = await supabase
    .from("review_requests")
    .select("id", { count: "exact", head: true })
    .eq("status", "open");
  return count ?? 0;
}

/**
 * For editors and admins: how many messages in the Inbox are new (its badge), and the session
 * the navigation follows new ones with.
 */
export async function unreadMessages(supabase: EditorClient, role: TeamRole) {
  if (!canPublish(role)) return { initial: 0, session: null };
  const [{ count }, session] = await Promise.all([
    supabase
      .from("contact_messages")
      .select("id", { count: "exact", head: true })
      .eq("status", "new"),
    browserSession(supabase),
  ]);
  return { initial: count ?? 0, session };
}
