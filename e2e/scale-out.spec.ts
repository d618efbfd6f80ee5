import type { ChildProcess } from "node:child_process";
import { home } from "../content/home";
import { openAdmin, saveItem } from "./editor";
import { expect, test } from "./fixtures";
import { startInstance, startRedis, stop } from "./instances";

/** The promise to ops: a publish on one instance is served by every other within 2 s. */
const SPREAD_BUDGET_MS = 2000;
const REDIS_PORT = 29390;
const instanceA = { port: 3111, url: "http://127.0.0.1:3111" };
const instanceB = { port: 3112, url: "http://127.0.0.1:3112" };

let redis: ChildProcess | undefined;
const instances: ChildProcess[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  redis = await startRedis(REDIS_PORT);
  const redisUrl = `redis://127.0.0.1:${REDIS_PORT}`;
  instances.push(
    ...(await Promise.all([
      startInstance(instanceA.port, redisUrl),
      startInstance(instanceB.port, redisUrl),
    ])),
  );
});

test.afterAll(async () => {
  await Promise.all([...instances.map(stop), stop(redis)]);
});

const heroTitle = (html: string) => /<h1[^>]*id="hero-title"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

test("a publish through one instance is served by the other within 2 seconds", async ({
  browser,
  request,
}) => {
  for (const origin of [instanceA.url, instanceB.url]) {
    const health = await (await request.get(`${origin}/api/health`)).json();
    expect(health).toMatchObject({ status: "ok", cache: { kind: "redis", status: "ok" } });
  }
  const homeOf = async (origin: string) =>
    heroTitle(await (await request.get(`${origin}/`)).text());
  // Both instances have served the home page, so each has it cached.
  expect(await homeOf(instanceA.url)).toBe(home.hero.title);
  expect(await homeOf(instanceB.url)).toBe(home.hero.title);

  const context = await browser.newContext({ baseURL: instanceA.url, reducedMotion: "reduce" });
  const page = await context.newPage();
  await openAdmin(page);
  try {
    const title = `Shared cache ${Date.now().toString(36)}`;
    const savedAt = await saveItem(page, "home.hero.title", title);
    await expect
      .poll(() => homeOf(instanceB.url), { timeout: SPREAD_BUDGET_MS, intervals: [100] })
      .toBe(title);
    console.log(`Publish on A to new text on B: ${Date.now() - savedAt} ms`);
    // Served from the shared cache again afterwards, not rendered for every request.
    const cached = await request.get(`${instanceB.url}/`);
    expect(cached.headers()["x-nextjs-cache"]).toMatch(/HIT|STALE/);
  } finally {
    await saveItem(page, "home.hero.title", home.hero.title);
    await expect
      .poll(() => homeOf(instanceB.url), { timeout: SPREAD_BUDGET_MS * 2, intervals: [100] })
      .toBe(home.hero.title);
    await context.close();
  }
});

test("with Redis gone, both instances keep serving pages and report healthy", async ({
  request,
}) => {
  await stop(redis);
  redis = undefined;
  for (const origin of [instanceA.url, instanceB.url]) {
    for (const path of ["/", "/services/dft", "/contact"]) {
      const response = await request.get(`${origin}${path}`);
      expect(response.status(), `${origin}${path}`).toBe(200);
      expect(await response.text()).toContain("</h1>");
    }
    const health = await request.get(`${origin}/api/health`);
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({
      status: "degraded",
      app: { status: "ok" },
      cache: { kind: "redis", status: "unreachable" },
    });
  }
  expect(heroTitle(await (await request.get(`${instanceB.url}/`)).text())).toBe(home.hero.title);
});
