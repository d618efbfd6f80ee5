/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ANON_KEY, freePort, SERVICE_ROLE_KEY, startTestServer, type TestServer } from "./harness";

/** What the site's revalidation route received, and what the database showed at that moment. */
interface Delivery {
  method?: string;
  path?: string;
  authorization?: string;
  contentType?: string;
  body: unknown;
  /** content_key values stored when the request arrived, read back through the REST API. */
  storedKeys: string[];
}

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const PREFIX = "webhook-test.";

let backend: TestServer;
let site: Server;
let siteUrl: string;
const deliveries: Delivery[] = [];
/** When set, the site accepts requests but never answers them. */
let hanging = false;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (text += chunk));
    request.on("end", () => resolve(text));
    request.on("error", reject);
  });
}

async function storedKeys(): Promise<string[]> {
  const response = await fetch(
    `${backend.url}/rest/v1/website_content?select=content_key&content_key=like.${PREFIX}*`,
    { headers: { apikey: ANON_KEY } },
  );
  const rows = (await response.json()) as { content_key: string }[];
  return rows.map((row) => row.content_key).sort();
}

function rest(path: string, init: { method: string; body?: unknown; prefer?: string }) {
  return fetch(`${backend.url}/rest/v1/${path}`, {
    method: init.method,
    headers: {
      apikey: SERVICE_ROLE_KEY,
      authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      "content-type": "application/json",
      ...(init.prefer ? { prefer: init.prefer } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const withTarget = (url: string) => ["--revalidate-url", url, "--revalidate-secret", SECRET];

beforeAll(async () => {
  site = createServer((request, response) => {
    if (hanging) return;
    void readBody(request).then(async (text) => {
      deliveries.push({
        method: request.method,
        path: request.url,
        authorization: request.headers.authorization,
        contentType: request.headers["content-type"],
        body: JSON.parse(text) as unknown,
        storedKeys: await storedKeys(),
      });
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ revalidated: true }));
    });
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/revalidate`;
  backend = await startTestServer({}, withTarget(siteUrl));
}, 90_000);

afterAll(async () => {
  await backend?.cleanup();
  site?.closeAllConnections();
  await new Promise((resolve) => site?.close(resolve));
});

describe("site text changes announced through the local pg_net", () => {
  it("posts once per write, with the shared secret, after the write has committed", async () => {
    const rows = ["a", "b", "c"].map((name) => ({
      content_key: `${PREFIX}${name}`,
      content_value: `Value ${name}`,
    }));
    expect((await rest("website_content", { method: "POST", body: rows })).status).toBe(201);
    await waitFor(() => deliveries.length === 1, "the insert's request");
    expect(deliveries[0]).toEqual({
      method: "POST",
      path: "/api/revalidate",
      authorization: `Bearer ${SECRET}`,
      contentType: "application/json",
      body: { type: "INSERT", schema: "public", table: "website_content" },
      // Sent after commit: the site already reads all three rows.
      storedKeys: rows.map((row) => row.content_key),
    });

    // An upsert fires both the insert and the update trigger: still one request.
    const upsert = await rest("website_content?on_conflict=content_key", {
      method: "POST",
      body: rows.map((row) => ({ ...row, content_value: `${row.content_value}, again` })),
      prefer: "resolution=merge-duplicates",
    });
    // Every row existed, so nothing was inserted: 200, as PostgREST 12 answers.
    expect(upsert.status).toBe(200);
    await waitFor(() => deliveries.length === 2, "the upsert's request");

    const update = await rest(`website_content?content_key=like.${PREFIX}*`, {
      method: "PATCH",
      body: { content_value: "Changed" },
    });
    expect(update.status).toBe(204);
    await waitFor(() => deliveries.length === 3, "the update's request");
    expect(deliveries[2]?.body).toEqual({
      type: "UPDATE",
      schema: "public",
      table: "website_content",
    });

    const removal = await rest(`website_content?content_key=eq.${PREFIX}c`, { method: "DELETE" });
    expect(removal.status).toBe(204);
    await waitFor(() => deliveries.length === 4, "the delete's request");
    expect(deliveries[3]?.body).toEqual({
      type: "DELETE",
      schema: "public",
      table: "website_content",
    });
    expect(deliveries[3]?.storedKeys).toEqual([`${PREFIX}a`, `${PREFIX}b`]);
  }, 60_000);

  it("sends nothing for a change that rolls back", async () => {
    const before = deliveries.length;
    const failed = await rest("website_content", {
      method: "POST",
      body: { content_key: `${PREFIX}rolled-back-at-commit`, content_value: "Never stored" },
    });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(await failed.text()).toContain("rolled back on purpose");

    // The next change's request comes alone: nothing was queued for the failed one.
    const marker = `${PREFIX}after-rollback`;
    await rest("website_content", {
      method: "POST",
      body: { content_key: marker, content_value: "Stored" },
    });
    await waitFor(() => deliveries.length > before, "the marker's request");
    await waitFor(() => deliveries.at(-1)?.storedKeys.includes(marker) === true, "the marker");
    expect(deliveries.length).toBe(before + 1);
  }, 60_000);

  it("sends nothing when the backend starts without a site to tell", async () => {
    await backend.stop();
    await backend.start([]);
    const before = deliveries.length;
    const insert = await rest("website_content", {
      method: "POST",
      body: { content_key: `${PREFIX}unannounced`, content_value: "Quiet" },
    });
    expect(insert.status).toBe(201);

    // Configured again, the next change is announced, and it is the only request since.
    await backend.stop();
    await backend.start(withTarget(siteUrl));
    const marker = `${PREFIX}announced-again`;
    await rest("website_content", {
      method: "POST",
      body: { content_key: marker, content_value: "Heard" },
    });
    await waitFor(() => deliveries.length > before, "the marker's request");
    expect(
      deliveries.slice(before).map((delivery) => delivery.storedKeys.includes(marker)),
    ).toEqual([true]);
  }, 90_000);

  it("sends at the next start what it could not deliver before it stopped", async () => {
    hanging = true;
    const before = deliveries.length;
    await rest("website_content", {
      method: "POST",
      body: { content_key: `${PREFIX}held`, content_value: "Held" },
    });
    // The request is on its way when the backend stops: it stays queued.
    await backend.stop();
    hanging = false;
    await backend.start(withTarget(siteUrl));
    await waitFor(() => deliveries.length > before, "the held request");
    expect(deliveries.at(-1)?.body).toEqual({
      type: "INSERT",
      schema: "public",
      table: "website_content",
    });
  }, 90_000);

  it("keeps writes working when the site cannot be reached", async () => {
    const closedPort = await freePort();
    const unreachable = `http://127.0.0.1:${closedPort}/api/revalidate`;
    await backend.stop();
    await backend.start(withTarget(unreachable));

    const insert = await rest("website_content", {
      method: "POST",
      body: { content_key: `${PREFIX}unreachable`, content_value: "Stored anyway" },
    });
    expect(insert.status).toBe(201);
    await waitFor(
      () => backend.output().includes(`pg_net: POST ${unreachable} failed: ECONNREFUSED`),
      "the failure to be logged",
    );

    expect((await fetch(`${backend.url}/health`)).status).toBe(200);
    const next = await rest(`website_content?content_key=eq.${PREFIX}unreachable`, {
      method: "PATCH",
      body: { content_value: "Changed anyway" },
    });
    expect(next.status).toBe(204);
    expect(backend.output()).not.toContain(SECRET);
  }, 90_000);

  it("keeps the target and its secret out of the Data API's reach", async () => {
    const direct = await fetch(`${backend.url}/rest/v1/site_revalidation?select=*`, {
      headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    });
    expect(direct.status).toBe(404);
    const otherSchema = await fetch(`${backend.url}/rest/v1/site_revalidation?select=*`, {
      headers: {
        apikey: SERVICE_ROLE_KEY,
        authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        "accept-profile": "private",
      },
    });
    expect(otherSchema.status).toBe(406);
    expect(await otherSchema.text()).not.toContain(SECRET);
  });
});
