/** @jest-environment node */
import { scheduleText as t } from "@/content/admin-schedule";
import { fakeEditor } from "@/lib/collections/__tests__/fake-client";
import { goLiveClock } from "../go-live";
import { cancelSchedule, reschedule, scheduleStaged } from "../publication";

const PUBLICATION = "00000000-0000-4000-8000-00000000000b";
const goLive = { at: "2026-12-01T09:00:00.000Z", zone: "Europe/London" };

describe("scheduled publications", () => {
  it("schedules only what was staged by the time the editor saw, when given", async () => {
    const { supabase, queries } = fakeEditor("faqs", {
      "rpc:schedule_publication": [{}, {}],
    });
    await expect(scheduleStaged(supabase, goLive, "2026-11-28T10:00:00Z")).resolves.toEqual({
      ok: true,
      message: t.done.scheduled(goLiveClock(goLive)),
    });
    await scheduleStaged(supabase, goLive, "");
    expect(queries.map((query) => query.calls[0])).toEqual([
      ["rpc", { go_live_at: goLive.at, time_zone: goLive.zone, as_of: "2026-11-28T10:00:00Z" }],
      ["rpc", { go_live_at: goLive.at, time_zone: goLive.zone }],
    ]);
  });

  it("gives the database's words for a time it refuses", async () => {
    const { supabase } = fakeEditor("faqs", {
      "rpc:reschedule_publication": [
        { error: { code: "22023", message: "Choose a time in the future." } },
      ],
    });
    await expect(reschedule(supabase, PUBLICATION, goLive)).resolves.toEqual({
      ok: false,
      message: "Choose a time in the future.",
    });
  });

  it("cancels, putting its changes back among the staged ones", async () => {
    const { supabase, queries } = fakeEditor("faqs", { "rpc:cancel_publication": [{}] });
    await expect(cancelSchedule(supabase, PUBLICATION)).resolves.toEqual({
      ok: true,
      message: t.done.cancelled,
    });
    expect(queries[0]?.calls).toEqual([["rpc", { publication: PUBLICATION }]]);
  });
});
