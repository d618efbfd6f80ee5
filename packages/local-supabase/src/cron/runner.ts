import type { LocalDatabase } from "../db";
import { matchesMinute, parseSchedule } from "./schedule";

/** How often the runner looks at the jobs: often enough for "1 seconds". */
const TICK_MS = 1000;

interface Job {
  jobid: string;
  schedule: string;
  command: string;
  database: string;
  username: string;
}

/**
 * pg_cron's background worker: runs each active job of cron.job when its schedule says, as the
 * database owner, one at a time, and records every run (succeeded or failed, with the error) in
 * cron.job_run_details. A failing job never stops the others.
 */
export class CronRunner {
  private timer: ReturnType<typeof setInterval> | undefined;
  private busy = false;
  /** The minute (epoch minutes) each cron job last ran in, and when each interval job last ran. */
  private readonly lastMinute = new Map<string, number>();
  private readonly lastRun = new Map<string, number>();

  constructor(private readonly db: LocalDatabase) {}

  start(): void {
    this.timer ??= setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref?.();
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Runs what is due now; exported for tests, which pass their own clock. */
  async tick(now = new Date()): Promise<number> {
    if (this.busy) return 0;
    this.busy = true;
    try {
      const { rows } = await this.db.run((pg) =>
        pg.query<Job>(
          `select jobid::text as jobid, schedule, command, database, username
           from cron.job where active order by jobid`,
        ),
      );
      let ran = 0;
      for (const job of rows) {
        if (!this.due(job, now)) continue;
        await this.run(job);
        ran += 1;
      }
      return ran;
    } catch (error) {
      console.error("[local-supabase] pg_cron: could not read the jobs", error);
      return 0;
    } finally {
      this.busy = false;
    }
  }

  private due(job: Job, now: Date): boolean {
    let schedule;
    try {
      schedule = parseSchedule(job.schedule);
    } catch {
      return false;
    }
    if (schedule.kind === "interval") {
      const last = this.lastRun.get(job.jobid);
      if (last !== undefined && now.getTime() - last < schedule.seconds * 1000 - TICK_MS / 2) {
        return false;
      }
      this.lastRun.set(job.jobid, now.getTime());
      return true;
    }
    const minute = Math.floor(now.getTime() / 60_000);
    if (this.lastMinute.get(job.jobid) === minute || !matchesMinute(schedule, now)) return false;
    this.lastMinute.set(job.jobid, minute);
    return true;
  }

  private async run(job: Job): Promise<void> {
    const started = new Date();
    let status = "succeeded";
    let message = "";
    try {
      await this.db.run((pg) => pg.transaction((tx) => tx.exec(job.command)));
    } catch (error) {
      status = "failed";
      message = error instanceof Error ? error.message : String(error);
    }
    await this.db
      .run((pg) =>
        pg.query(
          `insert into cron.job_run_details
             (jobid, job_pid, database, username, command, status, return_message, start_time, end_time)
           values ($1, 0, $2, $3, $4, $5, $6, $7, now())`,
          [job.jobid, job.database, job.username, job.command, status, message, started],
        ),
      )
      .catch((error: unknown) =>
        console.error("[local-supabase] pg_cron: could not record a run", error),
      );
  }
}
