/** @jest-environment node */
import { request } from "node:http";
import { startTestServer, type TestServer } from "./harness";

// Hosted Supabase's gateway answers a request without an API key this way on every service.
// `supabase start` has left key checking out of its gateway since 2023 (its REST requests then
// run as anon), which production never does, so the hosted answer is the one kept here.
const NO_API_KEY = { message: "No API key found in request" };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 90_000);

afterAll(async () => {
  await server?.cleanup();
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

describe("a request without an API key", () => {
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
