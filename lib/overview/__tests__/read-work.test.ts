/**
 * @jest-environment node
 */
import { fakeEditor } from "@/lib/collections/__tests__/fake-client";
import { readWork } from "../read-work";

jest.mock("server-only", () => ({}));
// The navigation's badges, which the overview repeats: their own counts are theirs to test.
jest.mock("@/lib/auth/room-badges", () => ({
  waitingForReview: jest.fn(async () => 2),
  unreadMessages: jest.fn(async () => ({ initial: 3, session: null })),
}));
jest.mock("@/lib/launch/load-launch", () => ({ launchLinesLeft: jest.fn(async () => 4) }));

const upcoming = {
  id: "p1",
  status: "scheduled",
  go_live_at: "2026-12-01T09:00:00Z",
  time_zone: "Europe/Berlin",
};

/** Every table the summary reads, answered once; `over` replaces some answers. */
function answers(over: Record<string, { data?: unknown; error?: { message: string } }> = {}) {
  const base = {
    website_content_drafts: {
      data: [{ staged_by_email: "ann@x.test" }, { staged_by_email: "bob@x.test" }],
    },
    collection_drafts: { data: [{ staged_by_email: "ann@x.test" }, { staged_by_email: null }] },
    website_content_history: {
      data: [
        {
          id: 9,
          actor_email: "ann@x.test",
          actor_kind: "user",
          changed_at: "2026-11-28T10:00:00Z",
          content_key: "home.hero.title",
          operation: "UPDATE",
        },
      ],
    },
    ...over,
  };
  const drafts = (table: keyof typeof base) => [base[table]];
  return {
    // The summary reads who staged what; the schedule's reader reads the stage again.
    website_content_drafts: [...drafts("website_content_drafts"), { data: [] }],
    collection_drafts: [...drafts("collection_drafts"), { data: [] }],
    website_content_history: drafts("website_content_history"),
    scheduled_publications: [{ data: [upcoming] }, { data: [] }],
    team_members: [{ data: [] }],
  };
}

describe("the overview's work summary", () => {
  it("counts what is staged by whom, most first, with what is scheduled and the latest changes", async () => {
    const work = await readWork(fakeEditor("services", answers()).supabase, "editor");
    expect(work.staged).toEqual({
      value: [
        { who: "ann@x.test", count: 2 },
        { who: null, count: 1 },
        { who: "bob@x.test", count: 1 },
      ],
    });
    expect(work.scheduled).toEqual({
      value: { count: 1, next: { at: upcoming.go_live_at, zone: "Europe/Berlin" } },
    });
    expect(work.recent).toEqual({
      value: [expect.objectContaining({ content_key: "home.hero.title" })],
    });
    expect([work.reviews, work.inbox, work.launch]).toEqual([2, 3, 4]);
  });

  it("leaves out review, the Inbox and readiness for an author", async () => {
    const work = await readWork(fakeEditor("services", answers()).supabase, "author");
    expect([work.reviews, work.inbox, work.launch]).toEqual([undefined, undefined, undefined]);
  });

  it("says why a part could not be read, and still reads the others", async () => {
    const work = await readWork(
      fakeEditor(
        "services",
        answers({ website_content_history: { error: { message: "permission denied" } } }),
      ).supabase,
      "admin",
    );
    expect(work.recent).toEqual({ error: "permission denied" });
    expect("value" in work.staged).toBe(true);
    expect("value" in work.scheduled).toBe(true);
  });
});
