/** @jest-environment node */
import {
  ANON_KEY,
  EDITOR_EMAIL,
  EDITOR_PASSWORD,
  SERVICE_ROLE_KEY,
  startTestServer,
  type TestServer,
  VIEWER_EMAIL,
  VIEWER_PASSWORD,
} from "./harness";
import { clientsFor, type Client } from "./clients";

let server: TestServer;
let editor: Client;
let viewer: Client;
let service: Client;
let anon: Client;
let editorId: string;

const KEY = "history.test.title";

const { client, signedIn: signIn, closeAll } = clientsFor(() => server.url);

async function signedIn(email: string, password: string): Promise<Client> {
  const c = await signIn(email, password);
  if (email === EDITOR_EMAIL) editorId = (await c.auth.getSession()).data.session!.user.id;
  return c;
}

async function historyOf(key: string) {
  const { data, error } = await service
    .from("website_content_history")
    .select("*")
    .eq("content_key", key)
    .order("id");
  expect(error).toBeNull();
  return data ?? [];
}

beforeAll(async () => {
  server = await startTestServer();
  service = client(SERVICE_ROLE_KEY);
  anon = client(ANON_KEY);
  editor = await signedIn(EDITOR_EMAIL, EDITOR_PASSWORD);
  viewer = await signedIn(VIEWER_EMAIL, VIEWER_PASSWORD);
}, 90_000);

afterAll(async () => {
  await closeAll();
  await server?.cleanup();
});

describe("website_content history", () => {
  it("records an editor's insert, update and delete with who and what", async () => {
    const inserted = await editor
      .from("website_content")
      .insert({ content_key: KEY, content_value: "First" })
      .select()
      .single();
    expect(inserted.error).toBeNull();
    await editor.from("website_content").update({ content_value: "Second" }).eq("content_key", KEY);
    await editor.from("website_content").delete().eq("content_key", KEY);

    const rows = await historyOf(KEY);
    expect(rows.map((r) => [r.operation, r.old_value, r.new_value])).toEqual([
      ["INSERT", null, "First"],
      ["UPDATE", "First", "Second"],
      ["DELETE", "Second", null],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        content_id: inserted.data!.id,
        actor_kind: "user",
        actor_id: editorId,
        actor_email: EDITOR_EMAIL,
      });
      expect(Number.isNaN(Date.parse(row.changed_at))).toBe(false);
    }
  });

  it("names the service role and SQL sessions, and skips updates that change no text", async () => {
    const key = `${KEY}.others`;
    await service
      .from("website_content")
      .insert({ content_key: key, content_value: "By a script" });
    // Same text, new timestamp: not a change anyone needs in the history.
    await service
      .from("website_content")
      .update({ content_value: "By a script", updated_at: new Date().toISOString() })
      .eq("content_key", key);

    const rows = await historyOf(key);
    expect(
      rows.map((r) => [r.operation, r.new_value, r.actor_kind, r.actor_id, r.actor_email]),
    ).toEqual([["INSERT", "By a script", "service_role", null, null]]);

    // The seed runs as a plain database session, as Studio's SQL editor or psql would.
    const [seeded] = await historyOf("home.hero.title");
    expect(seeded).toMatchObject({
      operation: "INSERT",
      old_value: null,
      actor_kind: "sql",
      actor_id: null,
      actor_email: null,
    });
  });

  it("is readable by editors only", async () => {
    const asEditor = await editor.from("website_content_history").select("id").limit(1);
    expect(asEditor.error).toBeNull();
    expect(asEditor.data?.length).toBe(1);

    const asViewer = await viewer.from("website_content_history").select("id");
    expect(asViewer).toMatchObject({ error: null, data: [] });

    const asAnon = await anon.from("website_content_history").select("id");
    expect(asAnon.error?.code).toBe("42501");
  });

  it("cannot be written or changed through the API, even by an editor or the service role", async () => {
    const [first] = await historyOf(KEY);
    const forged = {
      content_id: first!.content_id,
      content_key: KEY,
      operation: "UPDATE",
      new_value: "Forged",
      actor_kind: "user",
    };
    for (const c of [editor, service]) {
      const insert = await c.from("website_content_history").insert(forged);
      expect(insert.error?.code).toBe("42501");
      const update = await c
        .from("website_content_history")
        .update({ new_value: "Rewritten" })
        .eq("id", first!.id);
      expect(update.error?.code).toBe("42501");
      const remove = await c.from("website_content_history").delete().eq("id", first!.id);
      expect(remove.error?.code).toBe("42501");
    }
    expect(await historyOf(KEY)).toHaveLength(3);
    expect((await historyOf(KEY))[0]).toEqual(first);
  });
});
