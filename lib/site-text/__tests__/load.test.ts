/** @jest-environment node */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { home } from "@/content/home";

/** The loader as a fresh process has it: nothing read yet. */
function loaderFor(url: string) {
  process.env.NEXT_PUBLIC_SUPABASE_URL = url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = "sb_publishable_test";
  let load!: typeof import("../load").loadSiteText;
  let value!: typeof import("../merge").siteTextValue;
  jest.isolateModules(() => {
    load = jest.requireActual<typeof import("../load")>("../load").loadSiteText;
    value = jest.requireActual<typeof import("../merge")>("../merge").siteTextValue;
  });
  return { load, value };
}

async function loadWith(url: string) {
  const { load, value } = loaderFor(url);
  return { text: await load(), value };
}

describe("loadSiteText", () => {
  let server: Server;
  let warn: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    // fetch keeps connections alive; close them too, or the server outlives the test.
    server?.closeAllConnections();
    server?.close();
  });

  it("falls back to the defaults with one warning when the backend is unreachable", async () => {
    // A port that was just free: nothing listens there.
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));

    const { text, value } = await loadWith(`http://127.0.0.1:${port}`);
    expect(value(text, "home.hero.title")).toBe(home.hero.title);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(
      /^website_content unreadable \(fetch failed: ECONNREFUSED\)/,
    );
  });

  it("uses stored values and ignores unknown keys", async () => {
    server = createServer((request, response) => {
      expect(request.url).toMatch(
        /^\/rest\/v1\/website_content\?select=content_key%2Ccontent_value/,
      );
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify([
          { content_key: "home.hero.title", content_value: "Stored title" },
          { content_key: "unknown.key", content_value: "ignored" },
        ]),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;

    const { text, value } = await loadWith(`http://127.0.0.1:${port}`);
    expect(value(text, "home.hero.title")).toBe("Stored title");
    expect(text.has("unknown.key")).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it("shows the text it read last while the backend is down, and fresh text once it is back", async () => {
    // What the backend does next: answer with a title, or fail (a 503, then a connection cut).
    const answers: (string | 503 | "cut")[] = ["Before", 503, "cut", "After"];
    server = createServer((request, response) => {
      const next = answers.shift();
      if (next === "cut") return request.socket.destroy();
      if (next === 503) return void response.writeHead(503).end();
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify([{ content_key: "home.hero.title", content_value: next }]));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;

    const { load, value } = loaderFor(`http://127.0.0.1:${port}`);
    expect(value(await load(), "home.hero.title")).toBe("Before");
    expect(value(await load(), "home.hero.title")).toBe("Before");
    expect(value(await load(), "home.hero.title")).toBe("Before");
    expect(value(await load(), "home.hero.title")).toBe("After");
    expect(answers).toEqual([]);
    // One warning for the outage, not one per read.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/^website_content unreadable \(503/);
  });
});
