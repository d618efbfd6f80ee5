import { canPublish, currentMember } from "@/lib/auth/team";
import { toCsv } from "@/lib/contact/csv";
import { allRows } from "@/lib/supabase/all-rows";

const COLUMNS = [
  "received_at",
  "status",
  "name",
  "email",
  "company",
  "department",
  "subject",
  "message",
  "page",
  "note",
  "handled_at",
  "handled_by_email",
] as const;

/**
 * Every message of the Inbox as a CSV file, read as the signed-in editor or admin (RLS decides
 * what they read), all pages of it; anyone else is refused.
 */
export async function GET() {
  const { supabase, role } = await currentMember();
  if (!canPublish(role)) return new Response("Sign in as an editor or an admin.", { status: 403 });
  const messages = await allRows((from, to) =>
    supabase
      .from("contact_messages")
      .select("*", { count: "exact" })
      .order("received_at", { ascending: false })
      .order("id")
      .range(from, to),
  );
  if (messages.error) return new Response("The messages could not be read.", { status: 502 });
  const rows = messages.data.map((message) => COLUMNS.map((column) => message[column]));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(COLUMNS, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inbox-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
