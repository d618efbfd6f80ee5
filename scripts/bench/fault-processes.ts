import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { connect } from "node:net";

/**
 * Every process the fault run started, with the process that really serves when it is only a
 * launcher (the backend's command runs the server in a child of its own), so any way out of the
 * run stops them all.
 */
const running = new Map<ChildProcess, () => number | undefined>();

export function track(child: ChildProcess, servingPid: () => number | undefined = () => undefined) {
  running.set(child, servingPid);
  child.once("exit", () => running.delete(child));
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Asks the process to end; one still running after 5 s is killed. */
export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || exited(child)) return;
  const done = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await done;
  clearTimeout(timer);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running.keys()].map(stopProcess));
}

/** Last resort when the run ends abruptly: nothing asynchronous runs any more. */
function killAllNow() {
  for (const [child, servingPid] of running) {
    const pid = servingPid();
    if (pid !== undefined) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    child.kill("SIGKILL");
  }
}

/**
 * Stops every started process on Ctrl-C, on SIGTERM and on any exit, then runs `cleanup`
 * (synchronous: on exit nothing else may run).
 */
export function stopEverythingOnExit(cleanup: () => void) {
  let stopping = false;
  const interrupted = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.error(`${signal}: stopping the backend, Redis and the site…`);
    stopAll().finally(() => process.exit(130));
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  process.once("exit", () => {
    killAllNow();
    cleanup();
  });
}

/** Whether something already accepts connections on the port. */
export function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const answer = (taken: boolean) => {
      socket.destroy();
      resolve(taken);
    };
    socket.once("connect", () => answer(true)).once("error", () => answer(false));
    socket.setTimeout(1_000, () => answer(false));
  });
}

/**
 * Starts a long-running command with its output appended to `log`, and resolves once `url`
 * answers below 500.
 */
export async function startLogged(
  command: string,
  args: string[],
  url: string,
  options: {
    log: string;
    env?: Record<string, string>;
    timeoutMs?: number;
    servingPid?: () => number | undefined;
  },
): Promise<ChildProcess> {
  const out = openSync(options.log, "a");
  const child = spawn(command, args, {
    env: { ...process.env, ...options.env },
    stdio: ["ignore", out, out],
  });
  closeSync(out);
  track(child, options.servingPid);
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (exited(child))
      throw new Error(`${command} ${args.join(" ")} exited early; see ${options.log}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).status < 500) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopProcess(child);
  throw new Error(`${url} did not answer in time; see ${options.log}`);
}
