import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { percentile } from "./stats";

export interface FanOut {
  editors: number;
  changes: number;
  /** Deliveries that arrived, of editors × changes. */
  delivered: number;
  expected: number;
  /** From the write's request until each editor's event, ms. */
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** How long one change may take to reach everyone before it counts as dropped. */
const GIVE_UP_MS = 5_000;

/**
 * Realtime fan-out: `editors` signed-in clients listen to the site text's changes, as /admin
 * does, while one writer adds `changes` rows, one after another. Each arrival is timed.
 */
export async function measureFanOut(
  backend: string,
  anonKey: string,
  token: string,
  write: (key: string) => Promise<void>,
  editors = 20,
  changes = 100,
): Promise<FanOut> {
  const arrivals = Array.from({ length: editors }, () => new Map<string, number>());
  const clients: SupabaseClient[] = [];
  try {
    await Promise.all(
      arrivals.map(async (arrived, index) => {
        const client = createClient(backend, anonKey, { accessToken: async () => token });
        clients.push(client);
        await new Promise<void>((resolve, reject) => {
          client
            .channel(`fan-out-${index}`)
            .on(
              "postgres_changes",
              { event: "INSERT", schema: "public", table: "website_content" },
              (payload) => {
                arrived.set(String(payload.new.content_key), performance.now());
              },
            )
            .subscribe((status) => {
              if (status === "SUBSCRIBED") resolve();
              else if (status !== "CLOSED") reject(new Error(`realtime ${status}`));
            });
        });
      }),
    );
    const latencies: number[] = [];
    let delivered = 0;
    for (let i = 0; i < changes; i += 1) {
      const key = `bench.fan-out.${Date.now().toString(36)}.${i}`;
      const started = performance.now();
      await write(key);
      while (
        arrivals.some((arrived) => !arrived.has(key)) &&
        performance.now() - started < GIVE_UP_MS
      ) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      for (const arrived of arrivals) {
        const at = arrived.get(key);
        if (at === undefined) continue;
        delivered += 1;
        latencies.push(at - started);
      }
    }
    return {
      editors,
      changes,
      delivered,
      expected: editors * changes,
      p50Ms: Math.round(percentile(latencies, 50)),
      p95Ms: Math.round(percentile(latencies, 95)),
      maxMs: Math.round(Math.max(...latencies)),
    };
  } finally {
    await Promise.all(clients.map((client) => client.removeAllChannels()));
  }
}
