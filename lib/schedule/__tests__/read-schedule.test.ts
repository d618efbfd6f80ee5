/**
 * @jest-environment node
 */
import { fakeEditor } from "@/lib/collections/__tests__/fake-client";
import { readSchedule } from "../read-schedule";

jest.mock("server-only", () => ({}));

const publication = (id: string, status: string) => ({
  id,
  status,
  go_live_at: "2026-12-01T09:00:00Z",
});

function schedule(answers: Parameters<typeof fakeEditor>[1]) {
  return readSchedule(fakeEditor("services", answers).supabase);
}

describe("the schedule room's reading", () => {
  it("counts what Publish would take: not authors' changes, nor changes already scheduled", async () => {
    const read = await schedule({
      scheduled_publications: [{ data: [publication("p1", "scheduled")] }, { data: [] }],
      website_content_drafts: [
        {
          data: [
            {
              content_key: "home.hero.title",
              schedule_id: null,
              staged_by: "ed",
              staged_at: "2026-11-27T10:00:00Z",
            },
            {
              content_key: "about.title",
              schedule_id: "p1",
              staged_by: "ed",
              staged_at: "2026-11-27T12:00:00Z",
            },
            {
              content_key: "contact.title",
              schedule_id: null,
              staged_by: "au",
              staged_at: "2026-11-27T13:00:00Z",
            },
          ],
        },
      ],
      collection_drafts: [
        {
          data: [
            {
              item_id: "i1",
              label: "DFT",
              schedule_id: null,
              staged_by: null,
              staged_at: "2026-11-27T11:00:00Z",
            },
            {
              item_id: "i2",
              label: null,
              schedule_id: "p1",
              staged_by: "ed",
              staged_at: "2026-11-27T09:00:00Z",
            },
          ],
        },
      ],
      team_members: [{ data: [{ user_id: "au" }] }],
    });
    expect(read.waiting).toBe(2);
    // The latest of what would be taken, not the author's later change nor a scheduled one.
    expect(read.asOf).toBe("2026-11-27T11:00:00Z");
    expect(read.upcoming.map((row) => row.id)).toEqual(["p1"]);
    expect(read.changesOf(read.upcoming[0]!)).toEqual(["about.title", "i2"]);
  });

  it("says nothing is waiting, as of nothing, when the stage is empty", async () => {
    const read = await schedule({
      scheduled_publications: [{ data: [] }, { data: [publication("p0", "published")] }],
      website_content_drafts: [{ data: [] }],
      collection_drafts: [{ data: [] }],
      team_members: [{ data: [] }],
    });
    expect(read).toMatchObject({ waiting: 0, asOf: "", upcoming: [] });
    expect(read.recent.map((row) => row.id)).toEqual(["p0"]);
  });

  it("fails with the database's words when any part cannot be read", async () => {
    await expect(
      schedule({
        scheduled_publications: [{ data: [] }, { data: [] }],
        website_content_drafts: [
          { error: { message: "permission denied for table website_content_drafts" } },
        ],
        collection_drafts: [{ data: [] }],
        team_members: [{ data: [] }],
      }),
    ).rejects.toThrow("permission denied for table website_content_drafts");
  });
});
