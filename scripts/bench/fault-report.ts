import type { EditorWrite } from "./fault-editors";
import type { VisitorFigures } from "./fault-visitors";
import { round } from "./stats";

export interface FaultFigures {
  kind: "backend killed (SIGKILL)" | "Redis stopped";
  /** s into the run. */
  atS: number;
  /** From the fault until its service was started again and answered. */
  restartedMs: number;
  /** From the fault until the first successful request after the restart (undefined: never). */
  recoveryMs?: number;
  /** What recovery means for this fault. */
  recoveredWhen: string;
  /** From the fault until an editor's next acknowledged write. */
  firstWriteMs?: number;
  /** The backend's restart took its data folder over from the killed process. */
  tookOver?: boolean;
  publicRequests: number;
  publicOk: number;
}

export interface EditorFigures {
  writes: number;
  acknowledged: number;
  failed: number;
  /** Failures by reason. */
  failures: Record<string, number>;
  /** Acknowledged, yet missing (or different) in the database at the end. */
  lostSilently: string[];
  /** Failed, yet in the database at the end: the answer was lost, not the write. */
  failedButStored: number;
  /** Acknowledged writes that read back differently (or could not be read) at once. */
  readBackOther: Record<string, number>;
}

export interface FaultsReport {
  date: string;
  node: string;
  build: string;
  seconds: number;
  /** How long the load ran: at least `seconds`, and until the last fault was over. */
  ranS: number;
  visitors: number;
  editors: number;
  instances: string[];
  pages: string[];
  /** The build shares its page cache through Redis; without, the Redis fault tests nothing. */
  sharedCache: boolean;
  public: VisitorFigures;
  editorWrites: EditorFigures;
  faults: FaultFigures[];
  thresholds: Record<string, string>;
  failed: string[];
}

export function editorFigures(
  writes: readonly EditorWrite[],
  stored: ReadonlyMap<string, string>,
): EditorFigures {
  const count = (into: Record<string, number>, what: string) => {
    into[what] = (into[what] ?? 0) + 1;
  };
  const figures: EditorFigures = {
    writes: writes.length,
    acknowledged: 0,
    failed: 0,
    failures: {},
    lostSilently: [],
    failedButStored: 0,
    readBackOther: {},
  };
  for (const write of writes) {
    const kept = stored.get(write.key) === write.value;
    if (write.acknowledged) {
      figures.acknowledged += 1;
      if (!kept) figures.lostSilently.push(write.key);
      if (write.readBack !== "same") count(figures.readBackOther, write.readBack ?? "unread");
    } else {
      figures.failed += 1;
      count(figures.failures, write.failure ?? "no reason recorded");
      if (kept) figures.failedButStored += 1;
    }
  }
  return figures;
}

/** From a fault's start until the first acknowledged write that began after it. */
export function firstWriteAfter(writes: readonly EditorWrite[], atMs: number): number | undefined {
  const after = writes.filter((write) => write.acknowledged && write.startedMs >= atMs);
  if (after.length === 0) return undefined;
  return Math.min(...after.map((write) => write.endedMs)) - atMs;
}

const tally = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([what, n]) => `${what}: ${n}`)
    .join("; ") || "none";

const ms = (value: number | undefined) =>
  value === undefined ? "never" : `${round(value / 1000, 2)} s`;

const line = (label: string, value: string | number) => `  ${label.padEnd(34)} ${value}`;

export function printFaultsReport(report: FaultsReport, file: string) {
  const pub = report.public;
  const share = pub.total ? `${round((pub.ok / pub.total) * 100, 2)}%` : "–";
  const editors = report.editorWrites;
  const cols = (cells: string[]) =>
    `  ${cells.map((cell, i) => cell.padEnd(i ? 12 : 27)).join("")}`;
  console.log(
    [
      ``,
      `Faults under load: ${report.ranS} s, ${report.visitors} visitors over ${report.instances.length} instances, ${report.editors} editors`,
      `Public pages (${report.pages.join(" ")})`,
      line("requests", pub.total),
      line("answered 200", `${pub.ok} (${share}; p50 ${pub.okP50Ms} ms, p99 ${pub.okP99Ms} ms)`),
      line("  of which during a backend outage", pub.okDuringBackendOutage),
      line("other statuses", tally(pub.byStatus)),
      line("no answer", tally(pub.errors)),
      `Editor writes`,
      line("attempted", editors.writes),
      line("acknowledged", editors.acknowledged),
      line("failed with a message", `${editors.failed} (${tally(editors.failures)})`),
      line("lost silently", editors.lostSilently.length),
      line("failed, yet stored", editors.failedButStored),
      line("read back otherwise at once", tally(editors.readBackOther)),
      `Faults${report.sharedCache ? "" : " (this build has no shared cache: the Redis fault tests nothing)"}`,
      cols(["fault", "at", "restarted", "recovered", "next write", "public 200", "took over"]),
      ...report.faults.map((fault) =>
        cols([
          fault.kind,
          `${fault.atS} s`,
          ms(fault.restartedMs),
          ms(fault.recoveryMs),
          ms(fault.firstWriteMs),
          `${fault.publicOk}/${fault.publicRequests}`,
          fault.tookOver === undefined ? "–" : fault.tookOver ? "yes" : "no",
        ]),
      ),
      `  recovered: ${[...new Set(report.faults.map((fault) => `${fault.kind} = ${fault.recoveredWhen}`))].join("; ")}`,
      ``,
      ...Object.entries(report.thresholds).map(([what, limit]) => `Threshold ${what}: ${limit}`),
      report.failed.length ? `FAILED: ${report.failed.join("; ")}` : `All thresholds met.`,
      `Figures: ${file}`,
    ].join("\n"),
  );
}
