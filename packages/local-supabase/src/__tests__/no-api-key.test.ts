/** @jest-environment node */
import { request } from "node:http";
import { EDITOR_EMAIL, EDITOR_PASSWORD, startTestServer, type TestServer } from "./harness";

// Hosted Supabase's gateway answers a request without an API key this way on every service;
// `--require-api-key` does the same here. By default, as behind `supabase start` (whose gateway
// has checked no keys since 2023), such a request runs as its bearer or as anon; Realtime checks
// the key itself either way.
const NO_API_KEY = { message: "No API key found in request" };

let server: TestServer;
let open: TestServer;

beforeAll(async () => {
  [server, open] = await Promise.all([
    startTestServer({}, ["--require-api-key"]),
    startTestServer(),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.all([server?.cleanup(), open?.cleanup()]);
});

/** The HTTP answer to a WebSocket upgrade, which never becomes a socket when refused. */
function upgradeAnswer(path: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, {
      headers: { Connection: "Upgrade", Upgrade: "websocket", "Sec-WebSocket-Version": "13" },
    });
    req.setHeader("Sec-WebSocket-Key", Buffer.from("0123456789abcdef").toString("base64"));
    req.once("upgrade", () => reject(new Error("the upgrade was accepted")));
    req.once("response", (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.once("error", reject);
    req.end();
  });
}

describe("a request without an API key, as supabase start answers it", () => {
  it("reads as anon, and as the user its bearer names", async () => {
    const anonymous = await fetch(`${open.url}/rest/v1/website_content?select=content_key&limit=1`);
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toHaveLength(1);
    const write = await fetch(`${open.url}/rest/v1/website_content`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ content_key: "x.y", content_value: "z" }),
    });
    expect(write.status).toBe(401);
    const signIn = await fetch(`${open.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: EDITOR_EMAIL, password: EDITOR_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const user = await fetch(`${open.url}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await user.json()) as { email: string }).email).toBe(EDITOR_EMAIL);
  });

  it("still needs a key for Realtime, which checks it itself", async () => {
    const broadcast = await fetch(`${open.url}/realtime/v1/api/broadcast`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(broadcast.status).toBe(401);
  });
});

describe("a request without an API key, with --require-api-key as on hosted projects", () => {
  it.each([
    ["GET", "/rest/v1/website_content"],
    ["POST", "/rest/v1/rpc/publish_site_text_drafts"],
    ["POST", "/auth/v1/token?grant_type=password"],
    ["GET", "/auth/v1/user"],
    ["POST", "/realtime/v1/api/broadcast"],
  ])("%s %s is refused by the gateway", async (method, path) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { "Content-Type": "application/json" },
      body: method === "POST" ? "{}" : undefined,
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject(NO_API_KEY);
  });

  it("cannot open the Realtime socket", async () => {
    const answer = await upgradeAnswer("/realtime/v1/websocket?vsn=2.0.0");
    expect(answer).toEqual({ status: 401, body: NO_API_KEY });
  });
});
