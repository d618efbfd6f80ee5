/**
 * Measures the local backend on loopback and writes `.bench/supabase.json`:
 *   tsx packages/local-supabase/src/cli/bench.ts   (npm run bench:supabase, from the project folder)
 * Targets: realtime write-to-event p95 < 50 ms, REST p50 < 5 ms.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@supabase/supabase-js";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../config";
import { startLocalSupabase } from "../server";

const ITERATIONS = 200;
const REALTIME_ITERATIONS = 100;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 100) / 100;
}

async function timed(fn: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function expectOk(response: Response): Promise<void> {
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "local-supabase-bench-"));
  try {
    let instance = await startLocalSupabase({ port: 0, dataDir, quiet: true });
    // The first start above also pays for loading the WASM module; time a second fresh one.
    await instance.stop();
    const cold = await timed(async () => {
      rmSync(dataDir, { recursive: true, force: true });
      instance = await startLocalSupabase({ port: 0, dataDir, quiet: true });
    });
    await instance.stop();
    const warm = await timed(async () => {
      instance = await startLocalSupabase({ port: 0, dataDir, quiet: true });
    });

    const rest = `${instance.url}/rest/v1/website_content`;
    const serviceHeaders = { apikey: SERVICE_ROLE_KEY, "Content-Type": "application/json" };
    const rows = Array.from({ length: 100 }, (_, i) => ({
      content_key: `bench.row.${String(i).padStart(3, "0")}`,
      content_value: `Row ${i}`,
    }));
    await expectOk(
      await fetch(rest, { method: "POST", headers: serviceHeaders, body: JSON.stringify(rows) }),
    );

    const selectUrl = `${rest}?select=*&content_key=like.bench.row.*&order=content_key.asc`;
    const select: number[] = [];
    for (let i = 0; i < ITERATIONS + 10; i++) {
      const ms = await timed(async () =>
        expectOk(await fetch(selectUrl, { headers: { apikey: ANON_KEY } })),
      );
      if (i >= 10) select.push(ms);
    }

    const insert: number[] = [];
    for (let i = 0; i < ITERATIONS + 10; i++) {
      const body = JSON.stringify({ content_key: `bench.insert.${i}`, content_value: "x" });
      const ms = await timed(async () =>
        expectOk(await fetch(rest, { method: "POST", headers: serviceHeaders, body })),
      );
      if (i >= 10) insert.push(ms);
    }

    const client = createClient(instance.url, ANON_KEY, { auth: { persistSession: false } });
    const arrivals = new Map<string, number>();
    await new Promise<void>((resolve, reject) => {
      client
        .channel("bench")
        .on(
          "postgres_changes",
          { event: "INSERT", schema: "public", table: "website_content" },
          (payload) => {
            arrivals.set(
              String((payload.new as { content_key: string }).content_key),
              performance.now(),
            );
          },
        )
        .subscribe((status) => {
          if (status === "SUBSCRIBED") resolve();
          else if (status !== "CLOSED") reject(new Error(`realtime ${status}`));
        });
    });
    const realtime: number[] = [];
    for (let i = 0; i < REALTIME_ITERATIONS + 5; i++) {
      const key = `bench.rt.${i}`;
      const started = performance.now();
      await expectOk(
        await fetch(rest, {
          method: "POST",
          headers: serviceHeaders,
          body: JSON.stringify({ content_key: key, content_value: "x" }),
        }),
      );
      while (!arrivals.has(key)) {
        if (performance.now() - started > 5000) throw new Error(`no realtime event for ${key}`);
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (i >= 5) realtime.push(arrivals.get(key)! - started);
    }
    await client.removeAllChannels();
    await instance.stop();

    const results = {
      measuredAt: new Date().toISOString(),
      node: process.version,
      coldStartMs: Math.round(cold),
      warmStartMs: Math.round(warm),
      rest: {
        select100: {
          iterations: select.length,
          p50Ms: percentile(select, 50),
          p95Ms: percentile(select, 95),
        },
        insertOne: {
          iterations: insert.length,
          p50Ms: percentile(insert, 50),
          p95Ms: percentile(insert, 95),
        },
      },
      realtimeWriteToEvent: {
        iterations: realtime.length,
        p50Ms: percentile(realtime, 50),
        p95Ms: percentile(realtime, 95),
      },
      targets: { realtimeP95Ms: 50, restP50Ms: 5 },
    };
    // Beside the project it measured: the supabase/ folder it ran is the current folder's.
    const outDir = path.resolve(".bench");
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, "supabase.json"), `${JSON.stringify(results, null, 2)}\n`);

    console.table({
      "cold start": { p50: results.coldStartMs, p95: "" },
      "warm start": { p50: results.warmStartMs, p95: "" },
      "REST select 100 rows": {
        p50: results.rest.select100.p50Ms,
        p95: results.rest.select100.p95Ms,
      },
      "REST insert 1 row": { p50: results.rest.insertOne.p50Ms, p95: results.rest.insertOne.p95Ms },
      "realtime write→event": {
        p50: results.realtimeWriteToEvent.p50Ms,
        p95: results.realtimeWriteToEvent.p95Ms,
      },
    });
    console.log(`(milliseconds) written to ${path.join(outDir, "supabase.json")}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error("[bench] failed", error);
  process.exit(1);
});
