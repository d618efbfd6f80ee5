import "server-only";
import { ActionForm } from "../shell/action-form.client";
import { card } from "../shell/styles";
import { ReviewDecision } from "./review-decision.client";
import { ReviewRequestForm } from "./review-request-form.client";
import { withdrawReview } from "./actions";
import { reviewText } from "@/content/admin-review";
import { canPublish, type TeamRole } from "@/lib/auth/team-roles";
import type { EditorClient } from "@/lib/auth/editor-client";
import { utcMoment } from "@/lib/utc-moment";

const t = reviewText;

/** How many changes each person has staged, texts and items together. */
async function stagedCounts(supabase: EditorClient) {
  const [texts, items] = await Promise.all([
    supabase.from("website_content_drafts").select("staged_by"),
    supabase.from("collection_drafts").select("staged_by"),
  ]);
  const counts = new Map<string, number>();
  for (const row of [...(texts.data ?? []), ...(items.data ?? [])]) {
    if (row.staged_by) counts.set(row.staged_by, (counts.get(row.staged_by) ?? 0) + 1);
  }
  return counts;
}

/**
 * Review, above the staged changes: an author asks for theirs to be published (and reads why
 * they came back); an editor or an admin sees who asks, with their note, and approves or sends
 * back with a comment.
 */
export async function ReviewPanel({
  supabase,
  role,
  me,
}: {
  supabase: EditorClient;
  role: TeamRole;
  me: string;
}) {
  const reviewer = canPublish(role);
  // A reviewer gets every open request, however many were decided since; an author their own
  // latest few.
  const asked = supabase.from("review_requests").select();
  const [requests, counts, decided] = await Promise.all([
    reviewer
      ? asked.eq("status", "open").order("created_at")
      : asked.eq("author", me).order("created_at", { ascending: false }).limit(5),
    stagedCounts(supabase),
    // Each step of the latest decided requests, for reviewers: who asked, who decided, what.
    reviewer
      ? supabase
          .from("review_requests")
          .select()
          .neq("status", "open")
          .order("decided_at", { ascending: false })
          .limit(10)
      : Promise.resolve({ data: [], error: null }),
  ]);
  if (requests.error) throw new Error(requests.error.message);

  if (reviewer) {
    const open = requests.data;
    const history = decided.data ?? [];
    return (
      <section aria-labelledby="review-title" className={`${card} mb-6`}>
        <h2 id="review-title" className="text-xl font-bold text-foreground">
          {open.length > 0 ? t.reviewer.heading(open.length) : t.reviewer.none}
        </h2>
        <ul className="mt-2 flex flex-col divide-y divide-border">
          {open.map((request) => (
            <li key={request.id} className="py-4" data-testid="review-request">
              <p className="font-semibold text-foreground">
                {t.reviewer.asks(request.author_email, utcMoment(request.created_at))}
              </p>
              <p className="mt-1 text-sm text-muted">
                {t.reviewer.changes(counts.get(request.author) ?? 0)}
              </p>
              {request.note && (
                <p className="mt-2 text-sm text-foreground">
                  <span className="font-medium">{t.reviewer.note}</span> {request.note}
                </p>
              )}
              <ReviewDecision request={request.id} author={request.author_email} />
            </li>
          ))}
        </ul>
        {history.length > 0 && (
          <>
            <h3 className="mt-4 text-base font-semibold text-foreground">{t.history.title}</h3>
            <ul className="mt-2 flex flex-col gap-2 text-sm" data-testid="review-history">
              {history.map((request) => {
                const when = utcMoment(request.decided_at ?? request.created_at);
                const reviewer = request.decided_by_email ?? "";
                return (
                  <li key={request.id} className="text-foreground">
                    {request.status === "approved"
                      ? t.history.approved(
                          request.author_email,
                          reviewer,
                          when,
                          request.published ?? 0,
                        )
                      : request.status === "rejected"
                        ? t.history.rejected(request.author_email, reviewer, when)
                        : t.history.withdrawn(request.author_email, when)}{" "}
                    {request.comment}{" "}
                    <span className="text-muted">
                      {t.history.asked(utcMoment(request.created_at))}
                    </span>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>
    );
  }

  const mine = requests.data;
  const open = mine.find((request) => request.status === "open");
  const last = mine.find((request) => request.status !== "open" && request.status !== "withdrawn");
  const staged = counts.get(me) ?? 0;
  return (
    <section aria-labelledby="review-title" className={`${card} mb-6`}>
      <h2 id="review-title" className="text-xl font-bold text-foreground">
        {t.author.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.author.intro}</p>
      {last && !open && (
        <div
          className="mt-3 rounded-xl border border-border p-3 text-sm"
          data-testid="review-outcome"
        >
          {last.status === "rejected" ? (
            <>
              <p className="font-semibold text-foreground">
                {t.author.sentBack(last.decided_by_email ?? "", utcMoment(last.decided_at ?? ""))}
              </p>
              <p className="mt-1 text-foreground">{last.comment}</p>
            </>
          ) : (
            <p className="text-foreground">
              {t.author.approved(last.decided_by_email ?? "", utcMoment(last.decided_at ?? ""))}
            </p>
          )}
        </div>
      )}
      <p className="mt-3 text-foreground">
        {staged > 0 ? t.author.staged(staged) : t.author.nothingStaged}
      </p>
      {open ? (
        <div className="mt-3">
          <p className="font-semibold text-foreground">
            {t.author.waiting(utcMoment(open.created_at))}
          </p>
          <div className="mt-2">
            <ActionForm
              action={withdrawReview}
              hidden={{ request: open.id }}
              label={t.author.withdraw}
              confirm={t.author.confirmWithdraw}
              source={t.title}
            />
          </div>
        </div>
      ) : (
        staged > 0 && (
          <div className="mt-3">
            <ReviewRequestForm />
          </div>
        )
      )}
    </section>
  );
}
