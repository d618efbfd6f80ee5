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

/**
 * Claims the folder the way a starting server does, so neither can open it while the other
 * works on it; a lock left by a process that died is taken over. Returns the release.
 */
export async function holdFolder(dataDir: string, doing: string): Promise<() => Promise<void>> {
  const lockFile = lockFileOf(dataDir);
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: "wx" });
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const holder = await folderHolder(dataDir);
      if (holder !== undefined) throw new FolderInUseError(dataDir, holder, doing);
      await rm(lockFile, { force: true });
    }
  }
}
