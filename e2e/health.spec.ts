import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

test("/api/health reports this instance and a reachable backend, never from a cache", async ({
  request,
}) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("no-store");
  const body = await response.json();
  expect(body).toMatchObject({
    status: "ok",
    app: { status: "ok" },
    backend: { status: "ok" },
    // This instance runs without REDIS_URL: its cache is its own.
    cache: { kind: "memory", status: "ok" },
  });
  // The build under test, read by the server from its own copy of the build.
  expect(body.app.buildId).toBe(readFileSync(".next/BUILD_ID", "utf8").trim());
  expect(body.app.uptimeSeconds).toBeGreaterThanOrEqual(0);
  expect(body.backend.latencyMs).toBeGreaterThanOrEqual(0);
  // Asked again, it checks again: the uptime moves on and nothing is served from a cache.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const again = await (await request.get("/api/health")).json();
  expect(again.app.uptimeSeconds).toBeGreaterThanOrEqual(body.app.uptimeSeconds + 1);
  expect(again.app.buildId).toBe(body.app.buildId);
});
