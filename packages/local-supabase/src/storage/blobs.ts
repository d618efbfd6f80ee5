import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

const VERSION = /^[0-9a-f-]{36}$/;

/**
 * Object bytes on disk, one file per version (a uuid), so a name never becomes a path and an
 * upsert writes a new file before the database points at it: a failed or interrupted upload
 * leaves the old version whole. Files are flushed to disk before their row is committed.
 */
export class BlobStore {
  constructor(private readonly dir: string) {}

  private file(version: string): string {
    if (!VERSION.test(version)) throw new Error(`Not an object version: ${version}`);
    return path.join(this.dir, version);
  }

  /** Writes new bytes and returns their version. */
  async write(bytes: Uint8Array): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const version = randomUUID();
    const partial = `${this.file(version)}.partial`;
    const handle = await open(partial, "w");
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, this.file(version));
    return version;
  }

  /** A copy of a version's bytes under a new version, flushed as a write is. */
  async copy(version: string): Promise<string> {
    return this.write(await readFile(this.file(version)));
  }

  async size(version: string): Promise<number | null> {
    try {
      return (await stat(this.file(version))).size;
    } catch {
      return null;
    }
  }

  readAll(version: string): Promise<Buffer> {
    return readFile(this.file(version));
  }

  read(version: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.file(version), range);
  }

  async remove(versions: readonly (string | null | undefined)[]): Promise<void> {
    await Promise.all(
      versions
        .filter(
          (version): version is string => typeof version === "string" && VERSION.test(version),
        )
        .map((version) => rm(this.file(version), { force: true })),
    );
  }

  /** Every version with bytes on disk (writes that never finished are not versions). */
  async versions(): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    return names.filter((name) => VERSION.test(name));
  }
}
