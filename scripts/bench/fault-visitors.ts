import { describeFailure } from "./fault-errors";
import { percentile, round } from "./stats";

/** A stretch of the run while a fault lasts; the visitors count what they got meanwhile. */
export interface FaultWindow {
  backendDown: boolean;
  requests: number;
  ok: number;
}

export interface VisitorFigures {
  total: number;
  ok: number;
  okDuringBackendOutage: number;
  /** Answers other than 200, by status. */
  byStatus: Record<string, number>;
  /** Requests with no answer (connection refused or reset, timeout), by what happened. */
  errors: Record<string, number>;
  okP50Ms: number;
  okP99Ms: number;
}

/** A visitor who waits longer than this has given up: counted as an error. */
const VISITOR_TIMEOUT_MS = 15_000;

/**
 * `visitors` at once, each asking for the next page as soon as the last has arrived, spread
 * over the instances and pages in turn, while `keepGoing` holds.
 */
export async function runVisitors(
  origins: readonly string[],
  paths: readonly string[],
  visitors: number,
  keepGoing: () => boolean,
  currentFault: () => FaultWindow | undefined,
): Promise<VisitorFigures> {
  const figures: VisitorFigures = {
    total: 0,
    ok: 0,
    okDuringBackendOutage: 0,
    byStatus: {},
    errors: {},
    okP50Ms: 0,
    okP99Ms: 0,
  };
  const latencies: number[] = [];
  let next = 0;

  const visit = async () => {
    const turn = next++;
    const origin = origins[turn % origins.length]!;
    const page = paths[Math.floor(turn / origins.length) % paths.length]!;
    const started = performance.now();
    let status: number | undefined;
    let failure: string | undefined;
    try {
      const response = await fetch(origin + page, {
        redirect: "manual",
        signal: AbortSignal.timeout(VISITOR_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch (error) {
      failure = describeFailure(error);
    }
    const fault = currentFault();
    figures.total += 1;
    if (fault) fault.requests += 1;
    if (status === 200) {
      figures.ok += 1;
      latencies.push(performance.now() - started);
      if (fault) fault.ok += 1;
      if (fault?.backendDown) figures.okDuringBackendOutage += 1;
    } else if (status !== undefined) {
      figures.byStatus[status] = (figures.byStatus[status] ?? 0) + 1;
    } else if (failure !== undefined) {
      figures.errors[failure] = (figures.errors[failure] ?? 0) + 1;
    }
  };

  await Promise.all(
    Array.from({ length: visitors }, async () => {
      while (keepGoing()) await visit();
    }),
  );
  figures.okP50Ms = round(percentile(latencies, 50));
  figures.okP99Ms = round(percentile(latencies, 99));
  return figures;
}
