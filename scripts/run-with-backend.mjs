#!/usr/bin/env node
// Runs `next <command>`; when no hosted Supabase URL is configured, starts the local backend
// first and stops it when Next exits. The backend is told to announce every change to the site
// text to this site's /api/revalidate, with a secret shared by both for this run.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import nextEnv from "@next/env";

const [command = "dev", ...args] = process.argv.slice(2);
nextEnv.loadEnvConfig(process.cwd(), command === "dev");

// The backend's own LOCAL_SUPABASE_PORT moves it; the site is then pointed at it (see below).
const LOCAL_PORT = process.env.LOCAL_SUPABASE_PORT || "54321";
const LOCAL_URL = `http://127.0.0.1:${LOCAL_PORT}`;
// The Supabase CLI's public demo secret key, which the local backend takes: the Team room
// invites through Auth's admin API with it. Local only; a hosted project sets its own.
const LOCAL_SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";
const LOCAL_SUPABASE_BIN = "node_modules/local-supabase/bin/local-supabase.mjs";
/** The seed's demo accounts, whose passwords the README prints (the site's own list). */
const PUBLISHED_EMAILS = JSON.parse(
  readFileSync(new URL("../lib/auth/published-accounts.json", import.meta.url), "utf8"),
).map((account) => account.email);
/** Set to 1 to let `npm start` with the local backend take requests from other machines. */
const PUBLIC_SITE = process.env.LOCAL_SUPABASE_PUBLIC_SITE === "1";
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "::1"]);
const children = new Set();

function run(bin, binArgs, env = process.env) {
  const child = spawn(bin, binArgs, { stdio: "inherit", env });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

async function isUp(url) {
  try {
    // A program that takes the connection and never answers is not the backend.
    return (await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** The value of a Next option such as `-p 8080`, `--port 8080` or `--port=8080`. */
function option(short, long) {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === short || args[i] === long) return args[i + 1];
    if (args[i].startsWith(`${long}=`)) return args[i].slice(long.length + 1);
  }
  return undefined;
}

/** The port Next will listen on (Next's own default: 3000). */
const sitePort = option("-p", "--port") ?? process.env.PORT ?? "3000";

/** Where this machine reaches the Next server about to start (Next's own defaults: all addresses, 3000). */
function siteOrigin() {
  const hostname = option("-H", "--hostname");
  const host = !hostname || hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
  return `http://${host.includes(":") ? `[${host}]` : host}:${sitePort}`;
}

/** Whether another program already listens on `port` (at `host`, or any address when unset). */
function portTaken(port, host) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error) => resolve(error.code === "EADDRINUSE"));
    probe.listen({ port: Number(port), host }, () => probe.close(() => resolve(false)));
  });
}

function portInUse(port, user, remedy) {
  console.error(
    `Port ${port} is already in use by ${user} (\`lsof -i :${port}\` names it): stop it, or ${remedy}.`,
  );
  process.exit(1);
}

async function startLocalBackend() {
  if (await isUp(LOCAL_URL)) {
    console.log(`Using the local Supabase already running at ${LOCAL_URL}`);
    if (!process.env.SITE_REVALIDATE_SECRET) {
      console.log(
        "Its changes reach the pages at their one-minute revalidation, unless it was started with LOCAL_SUPABASE_REVALIDATE_URL and LOCAL_SUPABASE_REVALIDATE_SECRET and this site with the same SITE_REVALIDATE_SECRET.",
      );
    }
    return;
  }
  if (await portTaken(LOCAL_PORT, "127.0.0.1")) {
    portInUse(
      LOCAL_PORT,
      "a program that is not the local Supabase",
      command === "dev"
        ? `start the local Supabase on another port: \`LOCAL_SUPABASE_PORT=${Number(LOCAL_PORT) + 1} npm run dev\``
        : "point the site at a hosted project with NEXT_PUBLIC_SUPABASE_URL (README, Production)",
    );
  }
  // A fresh secret for each run unless one is configured; Next inherits it from this process.
  process.env.SITE_REVALIDATE_SECRET ||= randomBytes(32).toString("base64url");
  const backend = run(process.execPath, [LOCAL_SUPABASE_BIN, "start"], {
    ...process.env,
    LOCAL_SUPABASE_REVALIDATE_URL:
      process.env.LOCAL_SUPABASE_REVALIDATE_URL || `${siteOrigin()}/api/revalidate`,
    LOCAL_SUPABASE_REVALIDATE_SECRET: process.env.SITE_REVALIDATE_SECRET,
    // The site runs against the backend as against a hosted project: a request that forgot its
    // key fails here, not first in production.
    LOCAL_SUPABASE_REQUIRE_API_KEY: process.env.LOCAL_SUPABASE_REQUIRE_API_KEY ?? "1",
  });
  backend.on("exit", (code) => {
    if (code) {
      console.error(`The local Supabase stopped (exit ${code}).`);
      shutdown(code);
    }
  });
  for (let i = 0; i < 150; i++) {
    if (await isUp(LOCAL_URL)) {
      // The seed's accounts (supabase/seed.sql); local only.
      console.log(`Sign in at ${siteOrigin()}/login as editor@example.com / local-editor-password`);
      if (command === "start" && PUBLIC_SITE) await warnOfDemoAccounts();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.error("The local Supabase did not start within 30 s.");
  shutdown(1);
}

/** The demo accounts still in the local backend (none when it cannot say). */
async function demoAccounts() {
  try {
    const response = await fetch(`${LOCAL_URL}/auth/v1/admin/users?per_page=1000`, {
      headers: { apikey: LOCAL_SECRET_KEY, Authorization: `Bearer ${LOCAL_SECRET_KEY}` },
      signal: AbortSignal.timeout(5000),
    });
    const { users = [] } = response.ok ? await response.json() : {};
    return users.map((user) => user.email).filter((email) => PUBLISHED_EMAILS.includes(email));
  } catch {
    return [];
  }
}

async function warnOfDemoAccounts() {
  const present = await demoAccounts();
  if (present.length === 0) return;
  console.warn(
    `Warning: the site takes requests from other machines while the demo accounts ${present.join(", ")} exist. Their passwords are published, so they are refused here from every machine; create your own admin with \`npm run supabase:admin -- you@company.com '<password>'\` and remove them with \`npm run supabase:remove-demo\`.`,
  );
}

/**
 * `npm start` with the local backend listens on this machine only, unless told otherwise: the
 * backend's demo accounts have published passwords. Told otherwise, the site refuses them to
 * everyone, since a request from elsewhere could claim any address.
 */
function keepStartLocal() {
  if (PUBLIC_SITE) {
    process.env.SITE_PUBLISHED_ACCOUNTS = "off";
    return;
  }
  const hostname = option("-H", "--hostname");
  if (hostname && !LOOPBACK_HOSTS.has(hostname)) {
    console.error(
      `npm start with the local backend listens on this machine only, so not on ${hostname}: the backend is for development and trying the site, and its demo accounts' passwords are published. Point the site at a hosted Supabase (README, Production), or set LOCAL_SUPABASE_PUBLIC_SITE=1 to serve other machines from this one anyway.`,
    );
    process.exit(1);
  }
  if (!hostname) args.push("--hostname", "127.0.0.1");
  console.log(
    "The local backend is for development and trying the site: the site listens on this machine only (LOCAL_SUPABASE_PUBLIC_SITE=1 opens it to others; README, Production).",
  );
}

let exiting = false;
function shutdown(code) {
  if (exiting) return;
  exiting = true;
  if (children.size === 0) process.exit(code);
  // Let the backend close its database cleanly before this process ends.
  for (const child of children) {
    child.on("exit", () => children.size === 0 && process.exit(code));
    child.kill("SIGTERM");
  }
  setTimeout(() => process.exit(code), 10_000).unref();
}

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => shutdown(0));

if (command === "start" && !process.env.NEXT_PUBLIC_SUPABASE_URL) keepStartLocal();
if (await portTaken(sitePort, option("-H", "--hostname"))) {
  portInUse(
    sitePort,
    "another program",
    `run it on another port: \`PORT=${Number(sitePort) + 1} npm run ${command}\``,
  );
}
if (!process.env.NEXT_PUBLIC_SUPABASE_URL) {
  await startLocalBackend();
  process.env.SUPABASE_SECRET_KEY ||= LOCAL_SECRET_KEY;
  // The site's default is the backend's default port; another one is passed on explicitly.
  if (LOCAL_PORT !== "54321") process.env.NEXT_PUBLIC_SUPABASE_URL = LOCAL_URL;
}
const next = run(process.execPath, ["node_modules/next/dist/bin/next", command, ...args]);
next.on("exit", (code) => shutdown(code ?? 0));
