import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** The file a server holds its data folder by, as the store claims it: its process id. */
function lockFileOf(dataDir: string): string {
  return path.join(dataDir, "server.pid");
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The running process holding the folder, if one does; a lock left by a dead one is none. */
export async function folderHolder(dataDir: string): Promise<number | undefined> {
  const owner = Number((await readFile(lockFileOf(dataDir), "utf8").catch(() => "")).trim());
  return owner && owner !== process.pid && isAlive(owner) ? owner : undefined;
}

export class FolderInUseError extends Error {
  constructor(dataDir: string, pid: number, doing: string) {
    super(
      `The data folder ${dataDir} is in use by process ${pid} (a running local-supabase). Stop it, then ${doing} again.`,
    );
  }
}

/** A claim on a data folder, and the process, no longer running, whose lock it took over. */
export interface FolderClaim {
  release: () => Promise<void>;
  takenFrom?: number;
}

/**
 * Two PGlite instances on one folder corrupt it, so a server, a restore and a direct dump claim
 * the folder by pid with an exclusive create. A lock left by a process that died is taken over;
 * a live holder gets `inUse(pid)` thrown.
 */
export async function claimFolder(
  dataDir: string,
  inUse: (pid: number) => Error,
): Promise<FolderClaim> {
  const lockFile = lockFileOf(dataDir);
  let takenFrom: number | undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: "wx" });
      return { release: () => rm(lockFile, { force: true }), takenFrom };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const owner = Number((await readFile(lockFile, "utf8").catch(() => "")).trim());
      if (owner && owner !== process.pid && isAlive(owner)) throw inUse(owner);
      takenFrom = owner || undefined;
      await rm(lockFile, { force: true });
    }
  }
}

/** Claims the folder for `doing` (said in the message if a server holds it); returns the release. */
export async function holdFolder(dataDir: string, doing: string): Promise<() => Promise<void>> {
  const claim = await claimFolder(dataDir, (pid) => new FolderInUseError(dataDir, pid, doing));
  return claim.release;
}
