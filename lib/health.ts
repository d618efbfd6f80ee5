import "server-only";
import { readBuildId } from "@/lib/build-id.mjs";
import { supabaseEnv } from "@/lib/supabase/env";

export interface BackendHealth {
  status: "ok" | "unreachable";
  /** How long the backend took to answer (or to fail). */
  latencyMs: number;
  /** Why it counts as unreachable: an HTTP status, a timeout or a connection error. */
  detail?: string;
}

/** Long enough for a busy backend, short enough for a load balancer's probe (often 5 s). */
const BACKEND_TIMEOUT_MS = 2000;

/** Asks Supabase Auth's health endpoint, as a probe would: one GET, bounded in time. */
export async function backendHealth(timeoutMs = BACKEND_TIMEOUT_MS): Promise<BackendHealth> {
  const { url, publishableKey } = supabaseEnv();
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(`${url}/auth/v1/health`, {
      headers: { apikey: publishableKey },
      cache: "no-store",
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok
      ? { status: "ok", latencyMs: latency() }
      : { status: "unreachable", latencyMs: latency(), detail: `HTTP ${response.status}` };
  } catch (error) {
    // AbortSignal.timeout rejects with a DOMException, not always an Error from this realm.
    const timedOut = (error as { name?: unknown } | null)?.name === "TimeoutError";
    return {
      status: "unreachable",
      latencyMs: latency(),
      detail: timedOut ? `no answer within ${timeoutMs} ms` : "connection failed",
    };
  }
}

/** The build this instance serves: every instance behind one load balancer should say the same. */
export function currentBuildId(): string {
  return readBuildId("unknown");
}
