#!/usr/bin/env node
// Runs `next <command>`; when no hosted Supabase URL is configured, starts the local backend
// first and stops it when Next exits.
import { spawn } from "node:child_process";
import nextEnv from "@next/env";

const [command = "dev", ...args] = process.argv.slice(2);
nextEnv.loadEnvConfig(process.cwd(), command === "dev");

const LOCAL_URL = "http://127.0.0.1:54321";
const children = new Set();

function run(bin, binArgs) {
  const child = spawn(bin, binArgs, { stdio: "inherit", env: process.env });
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

async function startLocalBackend() {
  if (await isUp(LOCAL_URL)) {
    console.log(`Using the local Supabase already running at ${LOCAL_URL}`);
    return;
  }
  const backend = run(process.execPath, ["--import", "tsx", "supabase/local/main.ts"]);
  backend.on("exit", (code) => {
    if (code) {
      console.error(`The local Supabase stopped (exit ${code}).`);
      shutdown(code);
    }
  });
  for (let i = 0; i < 150; i++) {
    if (await isUp(LOCAL_URL)) return;
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

if (!process.env.NEXT_PUBLIC_SUPABASE_URL) await startLocalBackend();
const next = run(process.execPath, ["node_modules/next/dist/bin/next", command, ...args]);
next.on("exit", (code) => shutdown(code ?? 0));
