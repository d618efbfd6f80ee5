/** @jest-environment node */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { backendHealth } from "../health";

/** A stand-in backend that answers /auth/v1/health as told. */
async function backend(
  answer: "ok" | "error" | "silent",
): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    if (request.url !== "/auth/v1/health" || request.headers.apikey !== "sb_publishable_test") {
      response.writeHead(404).end();
    } else if (answer === "ok") {
      response.writeHead(200, { "content-type": "application/json" }).end('{"name":"GoTrue"}');
    } else if (answer === "error") {
      response.writeHead(503).end();
    }
    // "silent" never answers.
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}

function useBackend(url: string) {
  process.env.NEXT_PUBLIC_SUPABASE_URL = url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = "sb_publishable_test";
}

describe("backendHealth", () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("is ok when Supabase Auth answers its health check", async () => {
    const { url, server } = await backend("ok");
    servers.push(server);
    useBackend(url);
    const health = await backendHealth();
    expect(health.status).toBe("ok");
    expect(health.detail).toBeUndefined();
    expect(health.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("says which status came back when the check fails", async () => {
    const { url, server } = await backend("error");
    servers.push(server);
    useBackend(url);
    await expect(backendHealth()).resolves.toMatchObject({
      status: "unreachable",
      detail: "HTTP 503",
    });
  });

  it("gives up after its time limit instead of holding the probe", async () => {
    const { url, server } = await backend("silent");
    servers.push(server);
    useBackend(url);
    const health = await backendHealth(200);
    expect(health).toMatchObject({ status: "unreachable", detail: "no answer within 200 ms" });
    expect(health.latencyMs).toBeLessThan(2000);
  });

  it("reports a refused connection", async () => {
    const { url, server } = await backend("ok");
    await new Promise((resolve) => server.close(resolve));
    useBackend(url);
    await expect(backendHealth()).resolves.toMatchObject({
      status: "unreachable",
      detail: "connection failed",
    });
  });
});
