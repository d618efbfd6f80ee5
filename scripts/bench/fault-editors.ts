import { SERVICE_ROLE_KEY } from "../../e2e/backend";
import { LOCAL_SUPABASE_ANON_KEY } from "../../lib/supabase/env";
import { editorToken } from "./editor-token";
import { describeFailure } from "./fault-errors";

/** One publish by an editor: acknowledged (2xx) or failed with the reason, never retried. */
export interface EditorWrite {
  editor: number;
  key: string;
  value: string;
  /** ms since the run began. */
  startedMs: number;
  endedMs: number;
  acknowledged: boolean;
  /** Why it failed: the status and the API's message, or the network's reason. */
  failure?: string;
  /** For an acknowledged write, what reading it straight back gave. */
  readBack?: "same" | "different" | string;
}

/** Editors publish every 2-4 s, as people saving in turn would. */
const PAUSE_MS = { min: 2_000, max: 4_000 };
const WRITE_TIMEOUT_MS = 10_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API's own message from an error answer, or its status alone. */
async function answerMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { message?: string; msg?: string };
    return `${response.status} ${body.message ?? body.msg ?? text}`.trim();
  } catch {
    return `${response.status} ${text}`.trim();
  }
}

/**
 * `editors` signed in as the seeded editor, each publishing a text of its own (a new key every
 * time, so every acknowledged write can be looked for at the end) while `keepGoing` holds, each
 * read back at once. `runStart` is the performance.now() the run's times count from.
 */
export async function runEditors(
  backend: string,
  editors: number,
  keyPrefix: string,
  runStart: number,
  keepGoing: () => boolean,
): Promise<EditorWrite[]> {
  const writes: EditorWrite[] = [];
  const since = () => Math.round(performance.now() - runStart);

  const editor = async (id: number) => {
    let token: string | undefined;
    for (let n = 1; ; n += 1) {
      await pause(PAUSE_MS.min + Math.random() * (PAUSE_MS.max - PAUSE_MS.min));
      if (!keepGoing()) return;
      const key = `${keyPrefix}e${id}.${n}`;
      const write: EditorWrite = {
        editor: id,
        key,
        value: `Published by editor ${id}, change ${n}, at ${new Date().toISOString()}`,
        startedMs: since(),
        endedMs: 0,
        acknowledged: false,
      };
      writes.push(write);
      try {
        token ??= await editorToken(backend, LOCAL_SUPABASE_ANON_KEY);
        const headers = {
          apikey: LOCAL_SUPABASE_ANON_KEY,
          Authorization: `Bearer ${token}`,
          "Content-Type": "application/json",
        };
        const response = await fetch(`${backend}/rest/v1/website_content?on_conflict=content_key`, {
          method: "POST",
          headers: { ...headers, Prefer: "resolution=merge-duplicates,return=minimal" },
          body: JSON.stringify({ content_key: key, content_value: write.value }),
          signal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
        });
        write.endedMs = since();
        if (!response.ok) {
          write.failure = await answerMessage(response);
          if (response.status === 401) token = undefined;
          continue;
        }
        write.acknowledged = true;
        write.readBack = await readBack(backend, headers, key, write.value);
      } catch (error) {
        write.endedMs ||= since();
        write.failure = `${token ? "" : "sign-in: "}${describeFailure(error)}`;
      }
    }
  };

  await Promise.all(Array.from({ length: editors }, (_, index) => editor(index + 1)));
  return writes;
}

async function readBack(
  backend: string,
  headers: Record<string, string>,
  key: string,
  value: string,
): Promise<string> {
  try {
    const response = await fetch(
      `${backend}/rest/v1/website_content?select=content_value&content_key=eq.${key}`,
      { headers, signal: AbortSignal.timeout(WRITE_TIMEOUT_MS) },
    );
    if (!response.ok) return `unread: ${await answerMessage(response)}`;
    const rows = (await response.json()) as { content_value: string }[];
    return rows[0]?.content_value === value ? "same" : "different";
  } catch (error) {
    return `unread: ${describeFailure(error)}`;
  }
}

/** Every text under the prefix the database holds now, by key. */
export async function storedTexts(
  backend: string,
  keyPrefix: string,
): Promise<Map<string, string>> {
  const response = await fetch(
    `${backend}/rest/v1/website_content?select=content_key,content_value&content_key=like.${keyPrefix}*&limit=100000`,
    {
      headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
      signal: AbortSignal.timeout(30_000),
    },
  );
  if (!response.ok) {
    throw new Error(`Reading the editors' texts back failed: ${await answerMessage(response)}`);
  }
  const rows = (await response.json()) as { content_key: string; content_value: string }[];
  return new Map(rows.map((row) => [row.content_key, row.content_value]));
}
