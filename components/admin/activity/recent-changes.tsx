import { InterfaceIcon } from "@/components/ui/interface-icon";
import { adminText } from "@/content/admin";
import { actorName, changedAt, operationName } from "../shell/history-format";
import { card } from "../shell/styles";
import type { RecentChanges as RecentChangesState } from "./use-activity";

const t = adminText.recent;

interface RecentChangesProps {
  recent: RecentChangesState;
  /** The signed-in editor's id, whose own changes read "You" (or "Publishing you scheduled"). */
  meId: string | undefined;
}

/** The latest changes to any text by anyone, newest first; new ones arrive live. */
export function RecentChanges({ recent, meId }: RecentChangesProps) {
  return (
    <section id="recent-changes" aria-labelledby="recent-changes-title" className={card}>
      <h2
        id="recent-changes-title"
        className="flex items-center gap-2 text-xl font-bold text-foreground"
      >
        <InterfaceIcon name="clock" className="size-5 text-accent" />
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.intro}</p>
      {recent.state === "loading" ? (
        <p role="status" className="mt-3 text-sm text-muted">
          {t.loading}
        </p>
      ) : recent.state === "failed" ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {t.failed(recent.message)}
        </p>
      ) : recent.entries.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t.empty}</p>
      ) : (
        <ol className="mt-3 flex flex-col divide-y divide-border" data-testid="recent-changes">
          {recent.entries.map((entry) => (
            <li key={entry.id} data-testid="recent-change" className="py-2 text-sm">
              <p className="break-words text-foreground">
                {t.entry(
                  meId && entry.actor_id === meId
                    ? entry.actor_kind === "schedule"
                      ? t.scheduledByYou
                      : t.you
                    : actorName(entry),
                  operationName(entry.operation),
                  entry.content_key,
                )}
              </p>
              <p className="text-xs text-muted">
                <time dateTime={entry.changed_at}>{changedAt(entry)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
