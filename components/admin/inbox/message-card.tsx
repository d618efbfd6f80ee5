import { ActionForm } from "../shell/action-form.client";
import { Disclosure } from "../shell/disclosure.client";
import { Field } from "../shell/field";
import { field } from "../shell/styles";
import { deleteMessage, markMessage, sortMessage } from "./actions";
import { inboxText } from "@/content/admin-inbox";
import type { Tables } from "@/lib/supabase/database.types";
import { utcMoment } from "@/lib/utc-moment";

const t = inboxText;

export type ContactMessage = Tables<"contact_messages">;

/** An editor or an admin a message can be given to. */
export interface Assignee {
  user_id: string;
  email: string;
}

/** One message: who, about what, the words, and what the team did with it. */
export function MessageCard({
  message,
  assignees,
}: {
  message: ContactMessage;
  assignees: readonly Assignee[];
}) {
  const handled = message.status === "handled";
  const assignee = assignees.find((member) => member.user_id === message.assigned_to);
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
              // Encoded: an address may carry "?bcc=…" that would fill in the reply.
              href={`mailto:${encodeURIComponent(message.email)}`}
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
      {(assignee || message.note) && (
        <div className="mt-3 rounded-lg bg-surface p-3 text-sm text-foreground">
          {assignee && <p className="font-medium">{t.assignedTo(assignee.email)}</p>}
          {message.note && (
            <p className="break-words whitespace-pre-wrap">
              <span className="font-medium">{t.note}</span> {message.note}
            </p>
          )}
        </div>
      )}
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
      <div className="mt-2">
        <Disclosure label={t.sort.open}>
          <ActionForm
            action={sortMessage}
            hidden={{ message: message.id }}
            label={t.sort.save}
            source={t.title}
          >
            <div className="flex basis-full flex-col gap-3 sm:flex-row">
              <Field id={`assignee-${message.id}`} label={t.sort.assignee} className="sm:w-64">
                {(control) => (
                  <select
                    {...control}
                    name="assignee"
                    defaultValue={message.assigned_to ?? ""}
                    className={field}
                  >
                    <option value="">{t.sort.nobody}</option>
                    {assignees.map((member) => (
                      <option key={member.user_id} value={member.user_id}>
                        {member.email}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id={`note-${message.id}`} label={t.sort.note} className="flex-1">
                {(control) => (
                  <textarea
                    {...control}
                    name="note"
                    rows={2}
                    maxLength={2000}
                    defaultValue={message.note ?? ""}
                    className={field}
                  />
                )}
              </Field>
            </div>
          </ActionForm>
        </Disclosure>
      </div>
    </article>
  );
}
