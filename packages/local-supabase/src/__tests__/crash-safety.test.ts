/** @jest-environment node */
import { createClient } from "@supabase/supabase-js";
import {
  ANON_KEY,
  EDITOR_EMAIL,
  EDITOR_PASSWORD,
  SERVICE_ROLE_KEY,
  startTestServer,
  type TestServer,
} from "./harness";

/**
 * The backend killed outright (SIGKILL: no clean close, as in a crash or a power cut) keeps every
 * write it acknowledged, lets its next start take the data folder over, and never leaves a
 * publish half done.
 */
const ROUNDS = 5;
/** Writers at once, each sending its next row as soon as the last is answered. */
const WRITERS = 4;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 90_000);
afterAll(() => server?.cleanup());

const secret = {
  apikey: SERVICE_ROLE_KEY,
  Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
  "Content-Type": "application/json",
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `done` holds, checked every 5 ms. */
async function until(done: () => boolean) {
  while (!done()) await pause(5);
}

/** A test that failed between a kill and the restart leaves no server for the next one. */
beforeEach(async () => {
  const answering = await fetch(`${server.url}/rest/v1/`, { headers: secret }).then(
    () => true,
    () => false,
  );
  if (!answering) await server.start();
}, 60_000);

/** The keys under a prefix that the database holds in a table. */
async function storedKeys(table: string, prefix: string): Promise<Set<string>> {
  const response = await fetch(
    `${server.url}/rest/v1/${table}?select=content_key,content_value&content_key=like.${prefix}*`,
    { headers: secret },
  );
  expect(response.status).toBe(200);
  const rows = (await response.json()) as { content_key: string }[];
  return new Set(rows.map((row) => row.content_key));
}

/** Restarts on the folder the killed process left locked, which the new one must take over. */
async function restartAfterCrash() {
  await server.start();
  expect(server.output()).toContain("took over the data folder");
}

it(
  `keeps every acknowledged write through ${ROUNDS} kills during a stream of writes`,
  async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const prefix = `crash.r${round}.`;
      const acknowledged: string[] = [];
      let killed = false;
      const writer = async (id: number) => {
        for (let n = 0; !killed; n += 1) {
          const key = `${prefix}w${id}.${n}`;
          try {
            const response = await fetch(`${server.url}/rest/v1/website_content`, {
              method: "POST",
              headers: secret,
              body: JSON.stringify({ content_key: key, content_value: `Written ${n}` }),
            });
            if (response.status === 201) acknowledged.push(key);
          } catch {
            // The connection died with the server: this write was never acknowledged.
            return;
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, id) => writer(id));
      // Killed while writes are in flight, once a different number has been acknowledged each
      // round (a busy machine answers the first ones late).
      await until(() => acknowledged.length >= round * 10);
      await server.crash();
      killed = true;
      await Promise.all(writers);

      await restartAfterCrash();
      const stored = await storedKeys("website_content", prefix);
      const lost = acknowledged.filter((key) => !stored.has(key));
      expect({ round, lost }).toEqual({ round, lost: [] });
    }
  },
  ROUNDS * 40_000,
);

const STAGED = 300;

/** Stages STAGED texts under the prefix and returns an editor signed in to publish them. */
async function stageTexts(prefix: string) {
  const staged = await fetch(`${server.url}/rest/v1/website_content_drafts`, {
    method: "POST",
    headers: secret,
    body: JSON.stringify(
      Array.from({ length: STAGED }, (_, n) => ({
        content_key: `${prefix}${n}`,
        content_value: `Published ${n}`,
      })),
    ),
  });
  expect(staged.status).toBe(201);
  const editor = createClient(server.url, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const signedIn = await editor.auth.signInWithPassword({
    email: EDITOR_EMAIL,
    password: EDITOR_PASSWORD,
  });
  expect(signedIn.error).toBeNull();
  return editor;
}

it(
  "never leaves a publish half done when killed during it",
  async () => {
    // How long a publish of this size takes here, so the kills can land before, during and after.
    const calibration = await stageTexts("crash.calibrate.");
    const started = performance.now();
    const answer = await calibration.rpc("publish_site_text_drafts");
    const took = performance.now() - started;
    expect(answer.data).toBe(STAGED);

    const outcomes: string[] = [];
    // Killed at once, at shares of that time, and (null) once the publish has answered.
    for (const [round, share] of [0, 0.3, 0.6, 0.9, null].entries()) {
      const prefix = `crash.publish${round}.`;
      const editor = await stageTexts(prefix);
      const publishing = editor.rpc("publish_site_text_drafts").then(
        (answered) => answered,
        () => null,
      );
      if (share === null) await publishing;
      else await pause(share * took);
      await server.crash();
      await publishing;

      await restartAfterCrash();
      const published = await storedKeys("website_content", prefix);
      const left = await storedKeys("website_content_drafts", prefix);
      // Whole (every text published, none left staged) or not at all (every one still staged).
      expect({ round, counts: [published.size, left.size] }).toEqual({
        round,
        counts: published.size === 0 ? [0, STAGED] : [STAGED, 0],
      });
      outcomes.push(published.size === 0 ? "not at all" : "whole");
    }
    // The kills did straddle the publish: the first came before it took effect, the last after.
    expect([outcomes[0], outcomes.at(-1)]).toEqual(["not at all", "whole"]);
  },
  6 * 40_000,
);
