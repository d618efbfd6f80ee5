import { ActionForm } from "../action-form.client";
import { deleteMessage, markMessage } from "@/app/(editor)/admin/inbox/actions";
import { inboxText } from "@/content/admin-inbox";
import type { Tables } from "@/lib/supabase/database.types";
import { utcMoment } from "@/lib/utc-moment";

const t = inboxText;

export type ContactMessage = Tables<"contact_messages">;

/** One message: who, about what, the words, and what the team did with it. */
export function MessageCard({ message }: { message: ContactMessage }) {
  const handled = message.status === "handled";
  return (
    <article
      aria-labelledby={`message-${message.id}`}
      className="rounded-xl border border-border bg-background p-4"
      data-testid="contact-message"
      data-status={message.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`message-${message.id}`} className="font-semibold break-words text-foreground">
            {message.subject}
          </h3>
          <p className="mt-0.5 text-sm break-all text-foreground">
            {message.name} (
            <a
              href={`mailto:${message.email}`}
              className="text-accent underline underline-offset-4"
            >
              {message.email}
            </a>
            )
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${
            handled ? "bg-surface-strong text-muted" : "bg-amber-200 text-amber-950"
          }`}
        >
          {handled ? t.status.handled : t.status.new}
        </span>
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        {message.company && (
          <div className="flex gap-1">
            <dt>{t.company}</dt>
            <dd className="text-foreground">{message.company}</dd>
          </div>
        )}
        {message.department && (
          <div className="flex gap-1">
            <dt>{t.department}</dt>
            <dd className="text-foreground">{message.department}</dd>
          </div>
        )}
        {message.page && (
          <div className="flex gap-1">
            <dt>{t.page}</dt>
            <dd className="break-all text-foreground">{message.page}</dd>
          </div>
        )}
      </dl>
      <p className="mt-3 text-sm break-words whitespace-pre-wrap text-foreground">
        {message.message}
      </p>
      <p className="mt-3 text-xs text-muted">
        {t.received(utcMoment(message.received_at))}
        {handled && message.handled_at && (
          <>
            {". "}
            {t.handledBy(message.handled_by_email ?? "", utcMoment(message.handled_at))}
          </>
        )}
      </p>
      <div className="mt-3 flex flex-wrap items-start gap-2">
        <ActionForm
          action={markMessage}
          hidden={{ message: message.id, status: handled ? "new" : "handled" }}
          label={handled ? t.markNew : t.markHandled}
          source={t.title}
          look={handled ? "secondary" : "primary"}
        />
        <ActionForm
          action={deleteMessage}
          hidden={{ message: message.id }}
          label={t.remove}
          confirm={t.confirmRemove}
          source={t.title}
          look="danger"
        />
      </div>
    </article>
  );
}
