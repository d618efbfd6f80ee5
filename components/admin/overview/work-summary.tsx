import { overviewText as t } from "@/content/admin-overview";
import { goLiveClock } from "@/lib/schedule/go-live";
import type { WorkSummary as Work } from "@/lib/overview/read-work";
import { utcMoment } from "@/lib/utc-moment";
import { ACTIVITY_PATH, INBOX_PATH, LAUNCH_PATH, STAGED_PATH } from "../shell/admin-rooms";
import { actorName, operationName } from "../shell/history-format";
import { WorkCard } from "./work-card";

/**
 * What the overview leads with: what is staged and by whom, what waits for review, what is
 * scheduled, new inquiries, what is left before launch, and the latest changes. Each part opens
 * the room that handles it.
 */
export function WorkSummary({ work }: { work: Work }) {
  const counted = (count: number | undefined) => (count === undefined ? null : { value: count });
  const reviews = counted(work.reviews);
  const inbox = counted(work.inbox);
  const launch = counted(work.launch);
  return (
    <section aria-labelledby="work-title" className="mb-8" data-testid="work-summary">
      <h2 id="work-title" className="mb-3 text-xl font-bold text-foreground">
        {t.title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <WorkCard
          id="work-staged"
          title={t.staged.title}
          read={work.staged}
          href={STAGED_PATH}
          action={t.staged.open}
        >
          {(staged) => {
            const total = staged.reduce((sum, { count }) => sum + count, 0);
            if (total === 0) return <p>{t.staged.none}</p>;
            return (
              <>
                <p className="font-medium text-foreground">{t.staged.count(total)}</p>
                <ul aria-label={t.staged.byLabel} className="mt-1">
                  {staged.map(({ who, count }) => (
                    <li key={who ?? ""} className="break-all">
                      {t.staged.by(who ?? t.staged.unknown, count)}
                    </li>
                  ))}
                </ul>
              </>
            );
          }}
        </WorkCard>
        {reviews && (
          <WorkCard
            id="work-reviews"
            title={t.reviews.title}
            read={reviews}
            href={`${STAGED_PATH}#review-title`}
            action={t.reviews.open}
          >
            {(count) => (
              <p className={count > 0 ? "font-medium text-foreground" : ""}>
                {t.reviews.count(count)}
              </p>
            )}
          </WorkCard>
        )}
        <WorkCard
          id="work-scheduled"
          title={t.scheduled.title}
          read={work.scheduled}
          href={`${STAGED_PATH}#schedule-title`}
          action={t.scheduled.open}
        >
          {({ count, next }) =>
            next ? (
              <>
                <p className="font-medium text-foreground">{t.scheduled.count(count)}</p>
                <p>{t.scheduled.next(goLiveClock(next))}</p>
              </>
            ) : (
              <p>{t.scheduled.none}</p>
            )
          }
        </WorkCard>
        {inbox && (
          <WorkCard
            id="work-inbox"
            title={t.inbox.title}
            read={inbox}
            href={INBOX_PATH}
            action={t.inbox.open}
          >
            {(count) => (
              <p className={count > 0 ? "font-medium text-foreground" : ""}>
                {t.inbox.count(count)}
              </p>
            )}
          </WorkCard>
        )}
        {launch && (
          <WorkCard
            id="work-launch"
            title={t.launch.title}
            read={launch}
            href={LAUNCH_PATH}
            action={t.launch.open}
          >
            {(count) => (
              <p className={count > 0 ? "font-medium text-foreground" : ""}>
                {t.launch.count(count)}
              </p>
            )}
          </WorkCard>
        )}
        <WorkCard
          id="work-recent"
          title={t.recent.title}
          read={work.recent}
          href={ACTIVITY_PATH}
          action={t.recent.open}
        >
          {(recent) =>
            recent.length === 0 ? (
              <p>{t.recent.none}</p>
            ) : (
              <ul aria-label={t.recent.listLabel} className="flex flex-col gap-1.5">
                {recent.map((change) => (
                  <li key={change.id} className="break-words">
                    <span className="font-medium text-foreground">
                      {operationName(change.operation)} {change.content_key}
                    </span>{" "}
                    · {actorName(change)} · {utcMoment(change.changed_at)}
                  </li>
                ))}
              </ul>
            )
          }
        </WorkCard>
      </ul>
    </section>
  );
}
