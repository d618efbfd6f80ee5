import { Agent, request } from "node:http";
import { percentile, round } from "./stats";

export interface LoadResult {
  path: string;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** A short, bounded load on loopback: N keep-alive connections for a fixed time. */
export async function loadTest(
  origin: string,
  path: string,
  connections = 10,
  seconds = 10,
): Promise<LoadResult> {
  const url = new URL(path, origin);
  if (url.hostname !== "127.0.0.1" && url.hostname !== "localhost") {
    throw new Error("The load test only targets this machine.");
  }
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;

  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = request(url, { agent, headers: { "accept-encoding": "gzip" } }, (res) => {
        res.resume();
        res.on("end", () => {
          if (res.statusCode === 200) latencies.push(performance.now() - started);
          else errors++;
          resolve();
        });
      });
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end();
    });

  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  agent.destroy();
  return {
    path,
    connections,
    seconds,
    requests: latencies.length,
    rps: round(latencies.length / seconds),
    p50Ms: round(percentile(latencies, 50), 2),
    p99Ms: round(percentile(latencies, 99), 2),
    errors,
  };
}
