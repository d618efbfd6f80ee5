/** @jest-environment node */
import { clientsFor, type Client } from "./clients";
import {
  EDITOR_EMAIL,
  EDITOR_PASSWORD,
  SERVICE_ROLE_KEY,
  startTestServer,
  type TestServer,
  VIEWER_EMAIL,
  VIEWER_PASSWORD,
} from "./harness";

let server: TestServer;
const { client, signedIn } = clientsFor(() => server.url);
let editor: Client;
let viewer: Client;
let service: Client;

async function live(keys: string[]) {
  const { data, error } = await service
    .from("website_content")
    .select("content_key, content_value")
    .in("content_key", keys)
    .order("content_key");
  expect(error).toBeNull();
  return data;
}

async function staged() {
  const { data, error } = await service.from("website_content_drafts").select("*");
  expect(error).toBeNull();
  return data ?? [];
}

beforeAll(async () => {
  server = await startTestServer();
  service = client(SERVICE_ROLE_KEY);
  editor = await signedIn(EDITOR_EMAIL, EDITOR_PASSWORD);
  viewer = await signedIn(VIEWER_EMAIL, VIEWER_PASSWORD);
}, 90_000);

afterAll(async () => {
  await server?.cleanup();
});

describe("staged site text", () => {
  it("is staged by editors only, stamped with who staged it, and hidden from everyone else", async () => {
    const { error } = await editor.from("website_content_drafts").upsert({
      content_key: "drafts.stamp",
      content_value: "Staged",
      staged_by_email: "someone-else@example.com",
    });
    expect(error).toBeNull();
    const [row] = (await staged()).filter((draft) => draft.content_key === "drafts.stamp");
    expect(row).toMatchObject({ content_value: "Staged", staged_by_email: EDITOR_EMAIL });

    const seenByViewer = await viewer.from("website_content_drafts").select("*");
    expect(seenByViewer.data).toEqual([]);
    const seenByAnon = await client().from("website_content_drafts").select("*");
    expect(seenByAnon.error?.code).toBe("42501");
    const viewerStages = await viewer
      .from("website_content_drafts")
      .insert({ content_key: "drafts.viewer", content_value: "x" });
    expect(viewerStages.error?.code).toBe("42501");
    const empty = await editor
      .from("website_content_drafts")
      .insert({ content_key: "drafts.empty", content_value: "" });
    expect(empty.error?.code).toBe("23514");

    await editor.from("website_content_drafts").delete().eq("content_key", "drafts.stamp");
  });

  it("publishes every staged change in one call, as the editor, and empties the stage", async () => {
    await service.from("website_content").insert([
      { content_key: "drafts.changed", content_value: "Old" },
      { content_key: "drafts.reset", content_value: "Stored" },
    ]);
    await editor.from("website_content_drafts").insert([
      { content_key: "drafts.changed", content_value: "New" },
      { content_key: "drafts.added", content_value: "Added" },
      { content_key: "drafts.reset", content_value: null },
    ]);
    expect(await live(["drafts.added", "drafts.changed", "drafts.reset"])).toEqual([
      { content_key: "drafts.changed", content_value: "Old" },
      { content_key: "drafts.reset", content_value: "Stored" },
    ]);

    const refused = await viewer.rpc("publish_site_text_drafts");
    expect(refused.error).toMatchObject({
      code: "42501",
      message: "Only editors and admins can publish staged changes",
    });
    expect(refused.status).toBe(403);

    const published = await editor.rpc("publish_site_text_drafts");
    expect(published).toMatchObject({ error: null, data: 3, status: 200 });
    expect(await live(["drafts.added", "drafts.changed", "drafts.reset"])).toEqual([
      { content_key: "drafts.added", content_value: "Added" },
      { content_key: "drafts.changed", content_value: "New" },
    ]);
    expect(await staged()).toEqual([]);

    const history = await service
      .from("website_content_history")
      .select("content_key, operation, actor_email")
      .like("content_key", "drafts.%")
      .eq("actor_kind", "user")
      .order("content_key");
    expect(history.data).toEqual([
      { content_key: "drafts.added", operation: "INSERT", actor_email: EDITOR_EMAIL },
      { content_key: "drafts.changed", operation: "UPDATE", actor_email: EDITOR_EMAIL },
      { content_key: "drafts.reset", operation: "DELETE", actor_email: EDITOR_EMAIL },
    ]);
    expect((await editor.rpc("publish_site_text_drafts")).data).toBe(0);
  });

  it("publishes nothing when one change fails: the transaction rolls back whole", async () => {
    await editor.from("website_content_drafts").insert([
      { content_key: "drafts.fine", content_value: "Fine" },
      { content_key: "drafts.rolled-back-at-commit", content_value: "Refused" },
    ]);
    const failed = await editor.rpc("publish_site_text_drafts");
    expect(failed.error?.message).toBe("rolled back on purpose");
    expect(await live(["drafts.fine", "drafts.rolled-back-at-commit"])).toEqual([]);
    expect((await staged()).map((draft) => draft.content_key).sort()).toEqual([
      "drafts.fine",
      "drafts.rolled-back-at-commit",
    ]);
    await editor.from("website_content_drafts").delete().like("content_key", "drafts.%");
  });
});

describe("rpc", () => {
  it("names a function it cannot find with the arguments given", async () => {
    const unknown = await editor.rpc("no_such_function" as never);
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({
      code: "PGRST202",
      message:
        "Could not find the function public.no_such_function without parameters in the schema cache",
    });
    const wrongArgs = await editor.rpc("publish_site_text_drafts", { extra: 1 } as never);
    expect(wrongArgs.error?.message).toBe(
      "Could not find the function public.publish_site_text_drafts(extra) in the schema cache",
    );
    const anonymous = await client().rpc("publish_site_text_drafts");
    expect(anonymous.status).toBe(401);
    expect(anonymous.error?.code).toBe("42501");
  });
});
