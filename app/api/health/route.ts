import { sharedCacheHealth } from "@/lib/cache/shared-cache";
import { backendHealth, currentBuildId } from "@/lib/health";

export const dynamic = "force-dynamic";

const startedAt = Date.now();

/**
 * For load balancers and monitoring. The answer is 200 whenever this instance can serve pages:
 * with the backend or the shared cache unreachable it still serves the public pages (from its
 * own cache, or freshly rendered), so it says "degraded" in the body rather than asking to be
 * taken out of rotation (which, with every instance in the same position, would take the whole
 * site down).
 */
export async function GET(): Promise<Response> {
  const backend = await backendHealth();
  const cache = sharedCacheHealth();
  return Response.json(
    {
      status: backend.status === "ok" && cache.status === "ok" ? "ok" : "degraded",
      app: {
        status: "ok",
        buildId: currentBuildId(),
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      },
      backend,
      cache,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}
