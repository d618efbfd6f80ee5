import type { LocalDatabase } from "../db";
import type { BlobStore } from "./blobs";

/** How often, at most, the bytes on disk are checked against the rows. */
export const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** Which of `versions` a row of storage.objects points at. */
export type ReferencedVersions = (versions: readonly string[]) => Promise<Set<string>>;

export function referencedIn(db: LocalDatabase): ReferencedVersions {
  return async (versions) => {
    if (versions.length === 0) return new Set();
    const { rows } = await db.run((pg) =>
      pg.query<{ version: string }>(
        "select version from storage.objects where version = any($1::text[])",
        [versions],
      ),
    );
    return new Set(rows.map((row) => row.version));
  };
}

/**
 * Removes the bytes of objects whose row was deleted in SQL rather than through the API (a
 * project's scheduled job clearing out abandoned uploads, or anyone's `delete from
 * storage.objects`): hosted Storage leaves such bytes in its S3 backend; here they would only
 * fill the data folder. Nothing serves them either way, as every read goes through the row.
 *
 * Only bytes a row pointed at when this server last looked, and none points at now, are taken.
 * Bytes it never saw referenced stay: an upload whose row is still being written, and whatever
 * a restore of an older dump left without a row (restoring needs the server stopped, and a
 * newer dump may point at them again).
 */
export class AbandonedBytesSweeper {
  private last = -Infinity;
  private running = false;
  /** The versions a row pointed at in the last sweep; none before the first. */
  private referencedBefore = new Set<string>();

  constructor(
    private readonly blobs: BlobStore,
    private readonly referenced: ReferencedVersions,
  ) {}

  /** One sweep; returns how many versions' bytes went. */
  async sweep(): Promise<number> {
    const versions = await this.blobs.versions();
    const now = await this.referenced(versions);
    const deleted = versions.filter(
      (version) => !now.has(version) && this.referencedBefore.has(version),
    );
    this.referencedBefore = now;
    await this.blobs.remove(deleted);
    return deleted.length;
  }

  /**
   * Sweeps in the background when Storage is used, at most once every `SWEEP_EVERY_MS`, so no
   * timer keeps a process alive and an idle server does no work.
   */
  poke(at = Date.now()): void {
    if (this.running || at - this.last < SWEEP_EVERY_MS) return;
    this.last = at;
    this.running = true;
    this.sweep()
      .catch((error: unknown) =>
        console.error("[local-supabase] storage: could not remove deleted objects' bytes", error),
      )
      .finally(() => {
        this.running = false;
      });
  }
}
