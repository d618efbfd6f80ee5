import "server-only";
import { ActionForm } from "../shell/action-form.client";
import { Disclosure } from "../shell/disclosure.client";
import { card } from "../shell/styles";
import { GoLiveField } from "./go-live-field.client";
import { ZonedTime } from "./zoned-time.client";
import {
  cancelPublication,
  reschedulePublication,
  schedulePublication,
} from "@/components/admin/review/actions";
import { scheduleText } from "@/content/admin-schedule";
import type { Tables } from "@/lib/supabase/database.types";
import { goLiveClock } from "@/lib/schedule/go-live";
import { readSchedule } from "@/lib/schedule/read-schedule";
import type { EditorClient } from "@/lib/auth/editor-client";

const t = scheduleText;

type Publication = Tables<"scheduled_publications">;

/** What became of a publication, its moment told in the zone it was scheduled in. */
function outcome(publication: Publication): string {
  const when = goLiveClock({
    at: publication.finished_at ?? publication.go_live_at,
    zone: publication.time_zone,
  });
  if (publication.status === "published") {
    return t.outcome.published(
      publication.published ?? 0,
      when,
      publication.scheduled_by_email ?? t.someone,
    );
  }
  if (publication.status === "failed") return t.outcome.failed(when, publication.error ?? "");
  return t.outcome.cancelled(when, publication.finished_by_email ?? t.someone);
}

/**
 * Below the staged changes: give them a time to go live (on the editor's clock), and what is
 * scheduled, to reschedule or cancel. Authors see what is scheduled.
 */
export async function SchedulePanel({
  supabase,
  publishes,
}: {
  supabase: EditorClient;
  publishes: boolean;
}) {
  const { upcoming, recent, waiting, asOf, changesOf } = await readSchedule(supabase);
  return (
    <section aria-labelledby="schedule-title" className={`${card} mt-6`} data-testid="schedule">
      <h2 id="schedule-title" className="text-xl font-bold text-foreground">
        {t.title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">{publishes ? t.intro : t.authorIntro}</p>
      {publishes && (
        <div className="mt-4">
          {waiting > 0 ? (
            <ActionForm
              action={schedulePublication}
              hidden={{ asOf }}
              label={t.form.schedule(waiting)}
              source={t.title}
              look="primary"
            >
              <GoLiveField id="go-live" />
            </ActionForm>
          ) : (
            <p className="text-sm text-foreground">{t.nothingWaiting}</p>
          )}
        </div>
      )}

      <h3 className="mt-6 text-base font-semibold text-foreground">{t.upcoming}</h3>
      {upcoming.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t.noneUpcoming}</p>
      ) : (
        <ul className="mt-2 flex flex-col divide-y divide-border">
          {upcoming.map((publication) => {
            const changes = changesOf(publication);
            return (
              <li key={publication.id} className="py-4" data-testid="scheduled-publication">
                <p className="font-semibold text-foreground">
                  {t.goesLive}{" "}
                  <ZonedTime iso={publication.go_live_at} zone={publication.time_zone} />
                </p>
                <p className="mt-1 text-sm text-muted">
                  {t.changes(changes.length)},{" "}
                  {t.scheduledBy(publication.scheduled_by_email ?? t.someone)}
                </p>
                <ul className="mt-2 list-disc pl-5 text-sm break-all text-foreground">
                  {changes.map((name, index) => (
                    <li key={index}>{name}</li>
                  ))}
                </ul>
                {publishes && (
                  <div className="mt-3">
                    <Disclosure
                      label={t.rescheduleOpen}
                      beside={
                        <ActionForm
                          action={cancelPublication}
                          hidden={{ publication: publication.id }}
                          label={t.cancel}
                          confirm={t.confirmCancel}
                          source={t.title}
                          look="danger"
                        />
                      }
                    >
                      <ActionForm
                        action={reschedulePublication}
                        hidden={{ publication: publication.id }}
                        label={t.form.reschedule}
                        source={t.title}
                        look="primary"
                      >
                        <GoLiveField
                          id={`reschedule-${publication.id}`}
                          initial={publication.go_live_at}
                        />
                      </ActionForm>
                    </Disclosure>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}

      {recent.length > 0 && (
        <>
          <h3 className="mt-6 text-base font-semibold text-foreground">{t.recent}</h3>
          <ul className="mt-2 flex flex-col gap-2 text-sm text-foreground">
            {recent.map((publication) => (
              <li key={publication.id} data-testid="finished-publication">
                {outcome(publication)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
