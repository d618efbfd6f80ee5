import path from "node:path";
import { folderHolder } from "../folder-lock";
import { exportStorage, importStorage, type StorageApi } from "../backup/storage-transfer";
import { SERVICE_ROLE_KEY } from "../config";
import { startLocalSupabase } from "../server";
import { parseCliArgs, UsageError } from "./args";
import { settingsOf } from "./settings";

/**
 * Runs `work` against the Storage API of the server holding the data folder, or of one started
 * on it for the purpose (on a port of its own, serving nobody else) when none runs.
 */
async function withStorageApi<T>(
  argv: readonly string[],
  work: (api: StorageApi, dir: string) => Promise<T>,
): Promise<{ result: T; dir: string }> {
  const args = parseCliArgs(argv);
  const [dir, extra] = args.positional;
  if (!dir || extra !== undefined) throw new UsageError("storage export and import need a folder");
  const { options } = settingsOf(args);
  const target = path.resolve(dir);
  if ((await folderHolder(args.dataDir)) !== undefined) {
    const api = { url: `http://127.0.0.1:${options.port}`, serviceKey: SERVICE_ROLE_KEY };
    return { result: await work(api, target), dir: target };
  }
  const instance = await startLocalSupabase({ ...options, port: 0, quiet: true });
  try {
    const api = { url: instance.url, serviceKey: SERVICE_ROLE_KEY };
    return { result: await work(api, target), dir: target };
  } finally {
    await instance.stop();
  }
}

/**
 * `local-supabase storage export DIR`: every object of every bucket to DIR/<bucket>/<name>, with
 * DIR/manifest.json. `storage import DIR` uploads such a folder back, replacing objects of the
 * same names.
 */
export async function storage(argv: readonly string[]): Promise<void> {
  const [what, ...rest] = argv;
  if (what === "export") {
    const { result, dir } = await withStorageApi(rest, exportStorage);
    console.log(
      `Exported ${result.objects.length} objects of ${result.buckets.length} buckets to ${dir}.`,
    );
    return;
  }
  if (what === "import") {
    const { result, dir } = await withStorageApi(rest, importStorage);
    console.log(
      `Imported ${result.objects.length} objects of ${result.buckets.length} buckets from ${dir}.`,
    );
    return;
  }
  throw new UsageError('storage knows two commands: "storage export DIR" and "storage import DIR"');
}
