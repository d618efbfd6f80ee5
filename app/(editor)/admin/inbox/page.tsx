import type { Metadata } from "next";
import Link from "next/link";
import { INBOX_EXPORT_PATH, INBOX_PATH } from "@/components/admin/shell/admin-rooms";
import { AdminRoom } from "@/components/admin/shell/admin-room";
import { RoomNotice } from "@/components/admin/shell/room-notice";
import { ContactFormSetting } from "@/components/admin/inbox/contact-form-setting";
import { MessageCard } from "@/components/admin/inbox/message-card";
import { RefreshOnChange } from "@/components/admin/shell/refresh-on-change.client";
import { secondaryButton, card } from "@/components/admin/shell/styles";
import { inboxText } from "@/content/admin-inbox";
import { browserSession } from "@/lib/auth/browser-session";
import { requireEditor } from "@/lib/auth/require-editor";
import { canPublish } from "@/lib/auth/team-roles";
import { serviceKey } from "@/lib/supabase/service-client";

const t = inboxText;

/** Messages per page of the Inbox: every message is reachable, a page at a time. */
const PER_PAGE = 50;

export const metadata: Metadata = {
  title: t.title,
  robots: { index: false, follow: false },
};

/** Messages sent with the contact form, newest first; for admins, the form's setting too. */
export default async function InboxPage({
  searchParams,
}: {
  searchParams: Promise<{ page?: string }>;
}) {
  const { supabase, role } = await requireEditor(INBOX_PATH);
  if (!canPublish(role)) {
    return <RoomNotice title={t.title} message={t.onlyPublishers} />;
  }
  const requested = Number((await searchParams).page ?? "1");
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const from = (page - 1) * PER_PAGE;
  const [messages, site, team, assignees, session] = await Promise.all([
    supabase
      .from("contact_messages")
      .select("*", { count: "exact" })
      .order("received_at", { ascending: false })
      .order("id")
      .range(from, from + PER_PAGE - 1),
    supabase.from("site_settings").select("contact_form").maybeSingle(),
    supabase.from("team_settings").select("message_retention_months").maybeSingle(),
    supabase.rpc("inbox_assignees"),
    browserSession(supabase),
  ]);
  // The error boundary offers a retry; an empty list here would look like nothing came.
  if (messages.error) throw new Error(messages.error.message);
  const list = messages.data;
  const total = messages.count ?? list.length;
  const pageLink = (to: number) => (to === 1 ? INBOX_PATH : `${INBOX_PATH}?page=${to}`);

  return (
    <AdminRoom title={t.title} subtitle={t.intro}>
      {role === "admin" ? (
        <ContactFormSetting
          mode={site.data?.contact_form === "accepting" ? "accepting" : "coming_soon"}
          months={team.data?.message_retention_months ?? 12}
          canKeep={serviceKey() !== null}
        />
      ) : (
        <p className="mb-4 text-sm text-muted">{t.setting.adminsOnly}</p>
      )}
      <section aria-labelledby="messages-title" className={card}>
        <h2 id="messages-title" className="text-xl font-bold text-foreground">
          {t.title}
        </h2>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted" data-testid="message-count">
            {t.count(from + 1, from + list.length, total)}
          </p>
          {total > 0 && (
            // A download, not a page: fetched when chosen.
            <a href={INBOX_EXPORT_PATH} download className={secondaryButton}>
              {t.exportCsv}
            </a>
          )}
        </div>
        <ul className="mt-4 flex flex-col gap-3">
          {list.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} assignees={assignees.data ?? []} />
            </li>
          ))}
        </ul>
        {(page > 1 || from + list.length < total) && (
          <nav aria-label={t.title} className="mt-4 flex flex-wrap gap-2">
            {page > 1 && (
              <Link href={pageLink(page - 1)} className={secondaryButton}>
                {t.newer}
              </Link>
            )}
            {from + list.length < total && (
              <Link href={pageLink(page + 1)} className={secondaryButton}>
                {t.older}
              </Link>
            )}
          </nav>
        )}
      </section>
      {/* New, handled and deleted messages show as they happen. */}
      {session && <RefreshOnChange session={session} table="contact_messages" />}
    </AdminRoom>
  );
}
