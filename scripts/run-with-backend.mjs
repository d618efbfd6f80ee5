#!/usr/bin/env node
// Runs `next <command>`; when no hosted Supabase URL is configured, starts the local backend
// first and stops it when Next exits. The backend is told to announce every change to the site
// text to this site's /api/revalidate, with a secret shared by both for this run.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import nextEnv from "@next/env";

const [command = "dev", ...args] = process.argv.slice(2);
nextEnv.loadEnvConfig(process.cwd(), command === "dev");

const LOCAL_URL = "http://127.0.0.1:54321";
// The Supabase CLI's public demo secret key, which the local backend takes: the Team room
// invites through Auth's admin API with it. Local only; a hosted project sets its own.
const LOCAL_SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";
const LOCAL_SUPABASE_BIN = "node_modules/local-supabase/bin/local-supabase.mjs";
const children = new Set();

function run(bin, binArgs, env = process.env) {
  const child = spawn(bin, binArgs, { stdio: "inherit", env });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

async function isUp(url) {
  try {
    return (await fetch(`${url}/health`)).ok;
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

/** Where this machine reaches the Next server about to start (Next's own defaults: all addresses, 3000). */
function siteOrigin() {
  const port = option("-p", "--port") ?? process.env.PORT ?? "3000";
  const hostname = option("-H", "--hostname");
  const host = !hostname || hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
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
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.error("The local Supabase did not start within 30 s.");
  shutdown(1);
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

if (!process.env.NEXT_PUBLIC_SUPABASE_URL) {
  await startLocalBackend();
  process.env.SUPABASE_SECRET_KEY ||= LOCAL_SECRET_KEY;
}
const next = run(process.execPath, ["node_modules/next/dist/bin/next", command, ...args]);
next.on("exit", (code) => shutdown(code ?? 0));
