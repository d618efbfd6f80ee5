/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import { createServer, type Server } from "node:net";
import path from "node:path";

const SCRIPT = path.resolve(__dirname, "../run-with-backend.mjs");

/** A program that is not ours: it takes connections on a free port and never answers them. */
async function squatter(): Promise<{ server: Server; port: number }> {
  // Holds each connection open, silent, until the other side goes away.
  const server = createServer((socket) => {
    socket.on("error", () => socket.destroy());
    socket.on("end", () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return { server, port: address.port };
}

/** Runs the script to its end. Its probes reach the squatter through the kernel's backlog. */
function runScript(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [SCRIPT, ...args], {
    cwd: path.resolve(__dirname, "../.."),
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("a port taken by another program", () => {
  jest.setTimeout(30_000);
  let taken: { server: Server; port: number };
  beforeEach(async () => {
    taken = await squatter();
  });
  afterEach(() => new Promise((resolve) => taken.server.close(resolve)));

  it("names the site's port and how to choose another, before anything starts", async () => {
    const result = runScript(["dev", "-p", String(taken.port)], {
      NEXT_PUBLIC_SUPABASE_URL: "http://127.0.0.1:1",
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Port ${taken.port} is already in use by another program (\`lsof -i :${taken.port}\` names it): stop it, or run it on another port: \`PORT=${taken.port + 1} npm run dev\`.`,
    );
    expect(result.stdout).toBe("");
  });

  it("names the backend's port when something else holds it, and how to move the backend", async () => {
    const free = await squatter();
    const sitePort = free.port;
    await new Promise((resolve) => free.server.close(resolve));
    const result = runScript(["dev", "-p", String(sitePort)], {
      NEXT_PUBLIC_SUPABASE_URL: "",
      LOCAL_SUPABASE_PORT: String(taken.port),
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Port ${taken.port} is already in use by a program that is not the local Supabase (\`lsof -i :${taken.port}\` names it): stop it, or start the local Supabase on another port: \`LOCAL_SUPABASE_PORT=${taken.port + 1} npm run dev\`.`,
    );
    expect(result.stdout).not.toContain("Local Supabase ready");
  });

  it("on npm start, points at a hosted project instead", async () => {
    const free = await squatter();
    const sitePort = free.port;
    await new Promise((resolve) => free.server.close(resolve));
    const result = runScript(["start", "-p", String(sitePort)], {
      NEXT_PUBLIC_SUPABASE_URL: "",
      LOCAL_SUPABASE_PORT: String(taken.port),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "stop it, or point the site at a hosted project with NEXT_PUBLIC_SUPABASE_URL (README, Production).",
    );
    // It had already chosen this machine only for the site, as npm start with the local backend does.
    expect(result.stdout).toContain("the site listens on this machine only");
  });

  it("on npm start with LOCAL_SUPABASE_PUBLIC_SITE=1, lets the site listen on every address", async () => {
    const free = await squatter();
    const sitePort = free.port;
    await new Promise((resolve) => free.server.close(resolve));
    const result = runScript(["start", "-H", "0.0.0.0", "-p", String(sitePort)], {
      NEXT_PUBLIC_SUPABASE_URL: "",
      LOCAL_SUPABASE_PORT: String(taken.port),
      LOCAL_SUPABASE_PUBLIC_SITE: "1",
    });
    // It gets as far as the backend's port, which the squatter holds.
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Port ${taken.port} is already in use`);
    expect(result.stdout).not.toContain("this machine only");
  });
});

describe("npm start with the local backend", () => {
  it("refuses to listen beyond this machine, saying why and what to do, before anything starts", () => {
    const result = runScript(["start", "-H", "0.0.0.0", "-p", "1"], {
      NEXT_PUBLIC_SUPABASE_URL: "",
      LOCAL_SUPABASE_PUBLIC_SITE: "",
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      "npm start with the local backend listens on this machine only, so not on 0.0.0.0: the backend is for development and trying the site, and its demo accounts' passwords are published. Point the site at a hosted Supabase (README, Production), or set LOCAL_SUPABASE_PUBLIC_SITE=1 to serve other machines from this one anyway.",
    );
    expect(result.stdout).toBe("");
  });

  it("with a hosted project, listens where it is told", async () => {
    const taken = await squatter();
    try {
      const result = runScript(["start", "-H", "0.0.0.0", "-p", String(taken.port)], {
        NEXT_PUBLIC_SUPABASE_URL: "https://project.supabase.co",
      });
      // It gets as far as the site's own port, which the squatter holds.
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`Port ${taken.port} is already in use by another program`);
      expect(result.stdout).not.toContain("this machine only");
    } finally {
      await new Promise((resolve) => taken.server.close(resolve));
    }
  });
});
