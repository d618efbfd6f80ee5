import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { adminText } from "../content/admin";
import { e2eSupabase } from "./backend";
import { findContent, openAdmin } from "./editor";
import { expect, test } from "./fixtures";

const SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

let restarted: ChildProcess | undefined;

test.afterAll(() => {
  restarted?.kill("SIGTERM");
});

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** What a browser logs while its backend is down; anything else still fails the test. */
const OUTAGE_NOISE = /WebSocket|Failed to load resource|ERR_CONNECTION_REFUSED|Failed to fetch/;

test("the admin reconnects after the backend restarts and misses nothing", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // Its own context: the outage makes the browser log connection errors, which are expected.
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await openAdmin(page);

  const pid = Number(readFileSync(path.join(e2eSupabase.dataDir, "server.pid"), "utf8"));
  process.kill(pid, "SIGTERM");
  await expect.poll(() => isAlive(pid), { timeout: 15_000 }).toBe(false);
  await expect(page.getByTestId("live-banner")).toContainText("Realtime connection issue:");

  // Meanwhile the site keeps serving its pages, and its health check says it is degraded
  // (200: taking every instance out of rotation would take the whole site down).
  expect((await request.get("/services/dft")).status()).toBe(200);
  const outage = await request.get("/api/health");
  expect(outage.status()).toBe(200);
  expect(await outage.json()).toMatchObject({
    status: "degraded",
    app: { status: "ok" },
    backend: { status: "unreachable", detail: "connection failed" },
  });

  // The same data folder, not reset: what was saved before the restart is still there.
  const [bin, ...args] = e2eSupabase.command(false).split(" ");
  restarted = spawn(bin!, args, { stdio: "ignore" });
  await expect
    .poll(async () => (await request.get(`${e2eSupabase.url}/health`).catch(() => null))?.ok(), {
      timeout: 30_000,
    })
    .toBe(true);

  // Written straight away, most likely before the browser has subscribed again.
  const key = `e2e.restart.${Date.now().toString(36)}`;
  const insert = await request.post(`${e2eSupabase.url}/rest/v1/website_content`, {
    headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    data: { content_key: key, content_value: "Written during the restart" },
  });
  expect(insert.status()).toBe(201);

  await expect(page.getByTestId("live-banner")).toHaveText(adminText.realtime.connected, {
    timeout: 30_000,
  });
  await expect(await findContent(page, key)).toContainText("Written during the restart");
  await expect(await findContent(page, "home.hero.title")).toBeVisible();
  expect(await (await request.get("/api/health")).json()).toMatchObject({ status: "ok" });
  expect(errors.filter((error) => !OUTAGE_NOISE.test(error))).toEqual([]);
  await context.close();
});
