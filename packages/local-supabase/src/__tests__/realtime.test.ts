/** @jest-environment node */
import type { RealtimeChannel, RealtimePostgresChangesPayload } from "@supabase/supabase-js";
import { clientsFor, waitFor, type Client } from "./clients";
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

type Row = Record<string, unknown>;
type Change = RealtimePostgresChangesPayload<Row>;

let server: TestServer;
const { client, signedIn, closeAll } = clientsFor(() => server.url);

function listen(
  c: Client,
  table: string,
  name: string,
): { channel: RealtimeChannel; events: Change[]; statuses: string[] } {
  const events: Change[] = [];
  const statuses: string[] = [];
  const channel = c
    .channel(name)
    .on("postgres_changes", { event: "*", schema: "public", table }, (payload: Change) =>
      events.push(payload),
    )
    .subscribe((status) => statuses.push(status));
  return { channel, events, statuses };
}

async function subscribed(statuses: string[], times = 1): Promise<void> {
  await waitFor(
    () => (statuses.filter((s) => s === "SUBSCRIBED").length >= times ? true : undefined),
    "SUBSCRIBED",
  );
}

beforeAll(async () => {
  server = await startTestServer();
}, 90_000);

afterAll(async () => {
  await closeAll();
  await server?.cleanup();
}, 30_000);

describe("postgres_changes", () => {
  it("delivers INSERT, UPDATE and DELETE with Supabase's payload shape", async () => {
    const watcher = listen(client(), "website_content", "content-changes");
    await subscribed(watcher.statuses);
    const editor = await signedIn(EDITOR_EMAIL, EDITOR_PASSWORD);

    const inserted = await editor
      .from("website_content")
      .insert({ content_key: "rt.one", content_value: "v1" })
      .select()
      .single();
    expect(inserted.error).toBeNull();
    const row = inserted.data!;
    const insert = await waitFor(
      () => watcher.events.find((e) => e.eventType === "INSERT"),
      "INSERT",
    );
    expect(insert).toEqual({
      schema: "public",
      table: "website_content",
      commit_timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      eventType: "INSERT",
      new: row,
      old: {},
      errors: null,
    });

    const updated = await editor
      .from("website_content")
      .update({ content_value: "v2" })
      .eq("id", row.id)
      .select()
      .single();
    const update = await waitFor(
      () => watcher.events.find((e) => e.eventType === "UPDATE"),
      "UPDATE",
    );
    expect(update).toMatchObject({
      eventType: "UPDATE",
      new: updated.data!,
      old: { id: row.id },
      errors: null,
    });
    // Replica identity DEFAULT: the old record carries the primary key only.
    expect(Object.keys(update.old)).toEqual(["id"]);

    await editor.from("website_content").delete().eq("id", row.id);
    const remove = await waitFor(
      () => watcher.events.find((e) => e.eventType === "DELETE"),
      "DELETE",
    );
    expect(remove).toMatchObject({
      eventType: "DELETE",
      new: {},
      old: { id: row.id },
      schema: "public",
      table: "website_content",
    });
    expect(watcher.events.map((e) => e.eventType)).toEqual(["INSERT", "UPDATE", "DELETE"]);
  });

  it("filters events by event type and row filter", async () => {
    const c = client();
    const inserts: Change[] = [];
    const filtered: Change[] = [];
    const statuses: string[] = [];
    c.channel("typed")
      .on(
        "postgres_changes",
        { event: "INSERT", schema: "public", table: "website_content" },
        (p: Change) => inserts.push(p),
      )
      .on(
        "postgres_changes",
        {
          event: "UPDATE",
          schema: "public",
          table: "website_content",
          filter: "content_key=eq.rt.filtered",
        },
        (p: Change) => filtered.push(p),
      )
      .subscribe((status) => statuses.push(status));
    await subscribed(statuses);
    const admin = client(SERVICE_ROLE_KEY);
    await admin.from("website_content").insert([
      { content_key: "rt.filtered", content_value: "a" },
      { content_key: "rt.other", content_value: "a" },
    ]);
    await admin
      .from("website_content")
      .update({ content_value: "b" })
      .in("content_key", ["rt.filtered", "rt.other"]);
    await waitFor(
      () => (filtered.length === 1 && inserts.length === 2 ? true : undefined),
      "typed events",
    );
    expect(filtered[0]!.new).toMatchObject({ content_key: "rt.filtered", content_value: "b" });
    expect(inserts.every((e) => e.eventType === "INSERT")).toBe(true);
  });

  it("sends a subscriber no event for a row its RLS hides", async () => {
    const viewer = await signedIn(VIEWER_EMAIL, VIEWER_PASSWORD);
    const editor = await signedIn(EDITOR_EMAIL, EDITOR_PASSWORD);
    const viewerId = (await viewer.auth.getUser()).data.user!.id;
    const editorId = (await editor.auth.getUser()).data.user!.id;
    const seenByViewer = listen(viewer, "private_notes", "viewer-notes");
    const seenByEditor = listen(editor, "private_notes", "editor-notes");
    await subscribed(seenByViewer.statuses);
    await subscribed(seenByEditor.statuses);

    const notes = editor.from("private_notes" as never) as unknown as {
      insert: (row: Row) => PromiseLike<{ status: number }>;
    };
    expect((await notes.insert({ owner: editorId, body: "editor only" })).status).toBe(201);
    expect((await notes.insert({ owner: viewerId, body: "for the viewer" })).status).toBe(201);

    await waitFor(() => seenByViewer.events[0], "viewer's event");
    await waitFor(() => seenByEditor.events[0], "editor's event");
    // Events reach each socket in commit order, so the earlier hidden row would have arrived first.
    expect(seenByViewer.events.map((e) => (e.new as Row).body)).toEqual(["for the viewer"]);
    expect(seenByEditor.events.map((e) => (e.new as Row).body)).toEqual(["editor only"]);
  });

  it("refuses bindings to tables that do not exist", async () => {
    const c = client();
    const errors: string[] = [];
    c.channel("bad-table")
      .on(
        "postgres_changes",
        { event: "*", schema: "public", table: "no_such_table" },
        () => undefined,
      )
      .subscribe((status, error) => {
        if (status === "CHANNEL_ERROR") errors.push(error?.message ?? "");
      });
    const message = await waitFor(() => errors[0], "CHANNEL_ERROR");
    expect(message).toContain("Unable to subscribe to changes");
  });
});

describe("raw Phoenix protocol", () => {
  function open(
    query: string,
  ): Promise<{ socket: WebSocket; frames: unknown[]; closed: Promise<CloseEvent> }> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(
        `${server.url.replace("http", "ws")}/realtime/v1/websocket?${query}`,
      );
      const frames: unknown[] = [];
      const closed = new Promise<CloseEvent>((done) => socket.addEventListener("close", done));
      socket.addEventListener("message", (event) => frames.push(JSON.parse(String(event.data))));
      socket.addEventListener("open", () => resolve({ socket, frames, closed }));
      socket.addEventListener("error", () => reject(new Error("refused")));
    });
  }

  it("answers heartbeats and unknown topics with serializer 2.0.0", async () => {
    const { socket, frames } = await open(`apikey=${ANON_KEY}&vsn=2.0.0`);
    socket.send(JSON.stringify([null, "1", "phoenix", "heartbeat", {}]));
    socket.send(JSON.stringify([null, "2", "realtime:nobody", "broadcast", {}]));
    await waitFor(() => (frames.length >= 2 ? true : undefined), "replies");
    expect(frames[0]).toEqual([null, "1", "phoenix", "phx_reply", { status: "ok", response: {} }]);
    expect(frames[1]).toEqual([
      null,
      "2",
      "realtime:nobody",
      "phx_reply",
      { status: "error", response: { reason: "unmatched topic" } },
    ]);
    socket.close();
  });

  it("speaks serializer 1.0.0, refuses bad tokens on join and ends a channel on a bad access_token", async () => {
    const { socket, frames } = await open(`apikey=${ANON_KEY}&vsn=1.0.0`);
    socket.send(
      JSON.stringify({
        topic: "realtime:v1",
        event: "phx_join",
        ref: "1",
        join_ref: "1",
        payload: { config: { postgres_changes: [] } },
      }),
    );
    await waitFor(() => frames[0], "join reply");
    expect(frames[0]).toEqual({
      topic: "realtime:v1",
      event: "phx_reply",
      ref: "1",
      join_ref: "1",
      payload: { status: "ok", response: { postgres_changes: [] } },
    });

    socket.send(
      JSON.stringify({
        topic: "realtime:bad",
        event: "phx_join",
        ref: "2",
        join_ref: "2",
        payload: { config: {}, access_token: "a.b.c" },
      }),
    );
    await waitFor(() => frames[1], "bad join reply");
    expect(frames[1]).toMatchObject({
      topic: "realtime:bad",
      payload: {
        status: "error",
        response: { reason: expect.stringContaining("InvalidJWTToken") },
      },
    });

    socket.send(
      JSON.stringify({
        topic: "realtime:v1",
        event: "access_token",
        ref: "3",
        join_ref: "1",
        payload: { access_token: "x.y.z" },
      }),
    );
    await waitFor(() => (frames.length >= 4 ? true : undefined), "system error and close");
    expect(frames[2]).toMatchObject({ event: "system", payload: { status: "error" } });
    expect(frames[3]).toMatchObject({ topic: "realtime:v1", event: "phx_close" });

    socket.send(
      JSON.stringify({
        topic: "realtime:v1",
        event: "phx_leave",
        ref: "4",
        join_ref: "1",
        payload: {},
      }),
    );
    await waitFor(() => frames[4], "leave reply");
    expect(frames[4]).toMatchObject({
      payload: { status: "error", response: { reason: "unmatched topic" } },
    });
    socket.close();
  });

  it("answers phx_leave with ok then phx_close", async () => {
    const { socket, frames } = await open(`apikey=${ANON_KEY}&vsn=2.0.0`);
    socket.send(JSON.stringify(["5", "5", "realtime:leave", "phx_join", { config: {} }]));
    await waitFor(() => frames[0], "join");
    socket.send(JSON.stringify(["5", "6", "realtime:leave", "phx_leave", {}]));
    await waitFor(() => (frames.length >= 3 ? true : undefined), "leave");
    expect(frames.slice(1)).toEqual([
      ["5", "6", "realtime:leave", "phx_reply", { status: "ok", response: {} }],
      ["5", "5", "realtime:leave", "phx_close", {}],
    ]);
    socket.close();
  });

  it("closes the socket with a reason on invalid frames", async () => {
    const notJson = await open(`apikey=${ANON_KEY}&vsn=2.0.0`);
    notJson.socket.send("{{{");
    expect((await notJson.closed).code).toBe(1007);

    const wrongShape = await open(`apikey=${ANON_KEY}&vsn=2.0.0`);
    wrongShape.socket.send(JSON.stringify({ topic: "x" }));
    expect((await wrongShape.closed).code).toBe(1007);

    // Binary frames: only kind 3 (a user broadcast push), whole, and only under 2.0.0.
    const push = (payload: number[], encoding = 1) => {
      const topic = [...Buffer.from("realtime:x")];
      return new Uint8Array([3, 0, 0, topic.length, 1, 0, encoding, ...topic, 101, ...payload]);
    };
    const badBinary: [string, Uint8Array, string][] = [
      ["2.0.0", new Uint8Array([1, 2, 3]), "binary frame too short"],
      ["2.0.0", new Uint8Array([9, 0, 0, 0, 0, 0, 0, 0]), "unsupported binary frame kind 9"],
      [
        "2.0.0",
        new Uint8Array([3, 0, 0, 200, 0, 0, 1, 65]),
        "binary frame shorter than its header",
      ],
      ["2.0.0", push([...Buffer.from("{nope")]), "broadcast payload is not JSON"],
      ["1.0.0", push([...Buffer.from("{}")]), "binary frames need serializer 2.0.0"],
    ];
    for (const [vsn, frame, reason] of badBinary) {
      const binary = await open(`apikey=${ANON_KEY}&vsn=${vsn}`);
      binary.socket.send(frame);
      const closed = await binary.closed;
      expect([closed.code, closed.reason]).toEqual([1003, `invalid message: ${reason}`]);
    }
  });

  it("refuses the upgrade without a valid API key", async () => {
    await expect(open("vsn=2.0.0")).rejects.toThrow("refused");
    await expect(open("apikey=nonsense&vsn=2.0.0")).rejects.toThrow("refused");
  });
});

describe("restarts", () => {
  it("keeps data and lets clients reconnect and resubscribe", async () => {
    const watcher = listen(client(), "website_content", "survives-restart");
    await subscribed(watcher.statuses);
    const admin = client(SERVICE_ROLE_KEY);
    await admin
      .from("website_content")
      .insert({ content_key: "rt.before.restart", content_value: "kept" });
    await waitFor(
      () => watcher.events.find((e) => (e.new as Row).content_key === "rt.before.restart"),
      "event before restart",
    );

    expect(await server.stop()).toBe(0);
    await server.start();
    await subscribed(watcher.statuses, 2);

    const kept = await admin
      .from("website_content")
      .select("content_value")
      .eq("content_key", "rt.before.restart")
      .single();
    expect(kept.data?.content_value).toBe("kept");
    await admin
      .from("website_content")
      .insert({ content_key: "rt.after.restart", content_value: "new" });
    await waitFor(
      () => watcher.events.find((e) => (e.new as Row).content_key === "rt.after.restart"),
      "event after restart",
    );
  }, 60_000);
});
