/** @jest-environment node */
import { matchesMinute, parseSchedule } from "../cron/schedule";
import { serverForFile } from "./clients";
import { SERVICE_ROLE_KEY } from "./harness";

describe("pg_cron schedules", () => {
  const at = (iso: string) => new Date(iso);
  const cron = (text: string) => {
    const schedule = parseSchedule(text);
    if (schedule.kind !== "cron") throw new Error("not a cron schedule");
    return schedule;
  };

  it("reads the five fields, in UTC, with ranges, lists and steps", () => {
    expect(matchesMinute(cron("* * * * *"), at("2026-11-30T09:00:00Z"))).toBe(true);
    // Monday 09:00, the announcement's time.
    expect(matchesMinute(cron("0 9 * * 1"), at("2026-11-30T09:00:30Z"))).toBe(true);
    expect(matchesMinute(cron("0 9 * * 1"), at("2026-12-01T09:00:00Z"))).toBe(false);
    expect(matchesMinute(cron("*/15 8-17 * * 1-5"), at("2026-11-30T17:45:00Z"))).toBe(true);
    expect(matchesMinute(cron("*/15 8-17 * * 1-5"), at("2026-11-30T17:46:00Z"))).toBe(false);
    expect(matchesMinute(cron("0 0 1,15 * *"), at("2026-11-15T00:00:00Z"))).toBe(true);
    // Sunday is 0 or 7; with both day fields given, either may match.
    expect(matchesMinute(cron("0 0 * * 7"), at("2026-11-29T00:00:00Z"))).toBe(true);
    expect(matchesMinute(cron("0 0 13 * 5"), at("2026-11-06T00:00:00Z"))).toBe(true);
    expect(parseSchedule("30 seconds")).toEqual({ kind: "interval", seconds: 30 });
  });

  it.each(["* * * *", "60 * * * *", "* 24 * * *", "*/0 * * * *", "5-1 * * * *", "0 seconds"])(
    "refuses %s",
    (text) => expect(() => parseSchedule(text)).toThrow(),
  );
});

/** Reads until `read` gives a value, or fails after `timeoutMs`. */
async function poll<T>(read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("pg_cron jobs on the local server", () => {
  const { client } = serverForFile();
  const admin = () => client(SERVICE_ROLE_KEY);
  const ticks = async (job: string) => {
    const { count } = await admin()
      .from("cron_ticks" as never)
      .select("id", { count: "exact", head: true })
      .eq("job", job);
    return count ?? 0;
  };

  it("runs a job on its schedule, as the owner, until it is unscheduled", async () => {
    const command = "insert into public.cron_ticks (job) values ('every-second')";
    const scheduled = await admin().rpc(
      "test_cron_schedule" as never,
      {
        job_name: "every-second",
        schedule: "1 seconds",
        command,
      } as never,
    );
    expect(scheduled.error).toBeNull();
    await poll(async () => ((await ticks("every-second")) >= 2 ? true : undefined), 8000);
    expect(
      (await admin().rpc("test_cron_unschedule" as never, { job_name: "every-second" } as never))
        .error,
    ).toBeNull();
    const stopped = await ticks("every-second");
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await ticks("every-second")).toBe(stopped);
    const runs = await admin().rpc("test_cron_runs" as never, { job_command: command } as never);
    const statuses = ((runs.data ?? []) as unknown as { status: string }[]).map(
      (run) => run.status,
    );
    expect(statuses.length).toBeGreaterThanOrEqual(2);
    expect(new Set(statuses)).toEqual(new Set(["succeeded"]));
  });

  it("records a failing job's error and keeps running the others; refuses a bad schedule", async () => {
    const failing = "select 1 / 0";
    await admin().rpc(
      "test_cron_schedule" as never,
      {
        job_name: "failing",
        schedule: "1 seconds",
        command: failing,
      } as never,
    );
    const runs = await poll(async () => {
      const { data } = await admin().rpc(
        "test_cron_runs" as never,
        {
          job_command: failing,
        } as never,
      );
      const list = (data ?? []) as { status: string; return_message: string }[];
      return list.length > 0 ? list : undefined;
    }, 8000);
    expect(runs[0]).toEqual({ status: "failed", return_message: "division by zero" });
    await admin().rpc("test_cron_unschedule" as never, { job_name: "failing" } as never);

    const bad = await admin().rpc(
      "test_cron_schedule" as never,
      {
        job_name: "bad",
        schedule: "every minute",
        command: "select 1",
      } as never,
    );
    expect(bad.error).toMatchObject({ code: "22023", message: "invalid schedule: every minute" });
  });
});
