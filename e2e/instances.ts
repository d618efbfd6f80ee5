import { spawn, type ChildProcess } from "node:child_process";
import { connect } from "node:net";
import path from "node:path";
import { LOCAL_SUPABASE_ANON_KEY } from "../lib/supabase/env";
import { e2eSite, e2eSupabase } from "./backend";

/** Waits until something accepts connections on the port, or fails after the timeout. */
async function listening(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => resolve(true)).once("error", () => resolve(false));
      socket.setTimeout(500, () => resolve(false));
    }).catch(() => false);
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Nothing listens on port ${port} after ${timeoutMs} ms.`);
}

function exitOf(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/** Asks the process to end; one that still runs after 5 s (an open connection) is killed. */
export async function stop(child: ChildProcess | undefined) {
  if (!child) return;
  child.kill("SIGTERM");
  const graceful = await Promise.race([
    exitOf(child).then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
  ]);
  if (!graceful) {
    child.kill("SIGKILL");
    await exitOf(child);
  }
}

/** Debian's redis-server on a port of its own, in memory only. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  const failed = new Promise<never>((_, reject) =>
    child.once("error", () =>
      reject(new Error("redis-server is not installed (Debian: apt-get install redis-server).")),
    ),
  );
  await Promise.race([listening(port, 10_000), failed]);
  return child;
}

/**
 * Another production instance of the site under test (the same build, `next start`), sharing
 * its cache through Redis.
 */
export async function startInstance(port: number, redisUrl: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      path.resolve("node_modules/next/dist/bin/next"),
      "start",
      "-H",
      "127.0.0.1",
      "-p",
      String(port),
    ],
    {
      stdio: "ignore",
      env: {
        ...process.env,
        REDIS_URL: redisUrl,
        NEXT_PUBLIC_SUPABASE_URL: e2eSupabase.url,
        NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: LOCAL_SUPABASE_ANON_KEY,
        SITE_REVALIDATE_SECRET: e2eSite.revalidateSecret,
      },
    },
  );
  await listening(port, 60_000);
  return child;
}
