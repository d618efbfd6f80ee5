/** @jest-environment node */
import type { RealtimeChannel } from "@supabase/supabase-js";
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

let server: TestServer;
const { client, signedIn, closeAll } = clientsFor(() => server.url);

interface Received {
  type: string;
  event: string;
  payload: unknown;
}

type Status = { status: string; error?: string };

/** Subscribes and records statuses; resolves once the join has been answered either way. */
function join(channel: RealtimeChannel): { statuses: Status[]; ready: Promise<Status> } {
  const statuses: Status[] = [];
  const ready = new Promise<Status>((resolve) => {
    channel.subscribe((status, error) => {
      const entry = { status, error: error?.message };
      statuses.push(entry);
      if (status !== "CLOSED") resolve(entry);
    });
  });
  return { statuses, ready };
}

async function subscribedRoom(
  c: Client,
  topic: string,
  config: Parameters<Client["channel"]>[1] = { config: {} },
): Promise<{ channel: RealtimeChannel; received: Received[] }> {
  const received: Received[] = [];
  const channel = c
    .channel(topic, config)
    .on("broadcast", { event: "*" }, (message: Received) => received.push(message));
  const { ready } = join(channel);
  expect(await ready).toEqual({ status: "SUBSCRIBED", error: undefined });
  return { channel, received };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = await startTestServer();
}, 90_000);

afterAll(async () => {
  await closeAll();
  await server?.cleanup();
}, 30_000);

describe("broadcast", () => {
  it("delivers a JSON broadcast to the others, not back to the sender by default", async () => {
    const sender = await subscribedRoom(client(), "chat");
    const other = await subscribedRoom(client(), "chat");
    // realtime-js 2.0.0 sends this as a binary "user broadcast push" frame.
    expect(
      await sender.channel.send({ type: "broadcast", event: "said", payload: { text: "héllo ✓" } }),
    ).toBe("ok");
    const message = await waitFor(() => other.received[0], "the broadcast");
    expect(message).toEqual({ type: "broadcast", event: "said", payload: { text: "héllo ✓" } });
    await sleep(200);
    expect(sender.received).toEqual([]);
  });

  it("acknowledges with ack and echoes to the sender with self", async () => {
    const sender = await subscribedRoom(client(), "echo", {
      config: { broadcast: { ack: true, self: true } },
    });
    expect(await sender.channel.send({ type: "broadcast", event: "ping", payload: { n: 1 } })).toBe(
      "ok",
    );
    expect(await waitFor(() => sender.received[0], "own message")).toMatchObject({
      event: "ping",
      payload: { n: 1 },
    });
  });

  it("carries binary payloads byte for byte", async () => {
    const sender = await subscribedRoom(client(), "bytes");
    const other = await subscribedRoom(client(), "bytes");
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    await sender.channel.send({ type: "broadcast", event: "blob", payload: bytes.buffer });
    const message = await waitFor(() => other.received[0], "the binary broadcast");
    expect(message.payload).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(message.payload as ArrayBuffer)]).toEqual([...bytes]);
  });

  it("gives a 1.0.0 client JSON broadcasts as text and leaves raw bytes out", async () => {
    const sender = await subscribedRoom(client(), "mixed");
    const old = await subscribedRoom(client(ANON_KEY, { realtime: { vsn: "1.0.0" } }), "mixed");
    await sender.channel.send({ type: "broadcast", event: "blob", payload: new ArrayBuffer(3) });
    await sender.channel.send({ type: "broadcast", event: "json", payload: { ok: true } });
    await waitFor(() => old.received[0], "the JSON broadcast");
    await sleep(200);
    expect(old.received).toEqual([{ type: "broadcast", event: "json", payload: { ok: true } }]);
  });

  it("keeps public and private channels of one name apart", async () => {
    const editor = await signedIn(EDITOR_EMAIL, EDITOR_PASSWORD);
    const viewer = await signedIn(VIEWER_EMAIL, VIEWER_PASSWORD);
    const publicListener = await subscribedRoom(client(), "room-shared");
    const privateListener = await subscribedRoom(viewer, "room-shared", {
      config: { private: true },
    });
    const privateSender = await subscribedRoom(editor, "room-shared", {
      config: { private: true, broadcast: { ack: true } },
    });
    expect(
      await privateSender.channel.send({ type: "broadcast", event: "secret", payload: {} }),
    ).toBe("ok");
    await waitFor(() => privateListener.received[0], "the private broadcast");
    await sleep(200);
    expect(publicListener.received).toEqual([]);
  });
});

describe("private channels", () => {
  it("refuses a join that RLS on realtime.messages does not allow", async () => {
    const { ready } = join(client().channel("room-closed", { config: { private: true } }));
    expect(await ready).toEqual({
      status: "CHANNEL_ERROR",
      error:
        "Unauthorized: You do not have permissions to read from this Channel topic: room-closed",
    });
    const viewer = await signedIn(VIEWER_EMAIL, VIEWER_PASSWORD);
    const outside = join(viewer.channel("lobby-elsewhere", { config: { private: true } }));
    expect((await outside.ready).status).toBe("CHANNEL_ERROR");
  });

  it("lets readers listen but drops what they may not send, with no ack", async () => {
    const editor = await signedIn(EDITOR_EMAIL, EDITOR_PASSWORD);
    const viewer = await signedIn(VIEWER_EMAIL, VIEWER_PASSWORD);
    const editorRoom = await subscribedRoom(editor, "room-readonly", {
      config: { private: true },
    });
    const viewerRoom = await subscribedRoom(viewer, "room-readonly", {
      config: { private: true, broadcast: { ack: true } },
    });
    expect(
      await viewerRoom.channel.send(
        { type: "broadcast", event: "nope", payload: {} },
        { timeout: 1000 },
      ),
    ).toBe("timed out");
    await sleep(200);
    expect(editorRoom.received).toEqual([]);
  });

  it("lets the service role join and send without policies", async () => {
    const service = client(SERVICE_ROLE_KEY);
    const room = await subscribedRoom(service, "anything-private", {
      config: { private: true, broadcast: { ack: true, self: true } },
    });
    expect(await room.channel.send({ type: "broadcast", event: "x", payload: {} })).toBe("ok");
    await waitFor(() => room.received[0], "own private message");
  });
});

describe("REST broadcast", () => {
  it("delivers httpSend and the send() fallback of an unjoined channel, answering 202", async () => {
    const listener = await subscribedRoom(client(), "rest-room");
    const sender = client().channel("rest-room");
    await expect(sender.httpSend("single", { via: "httpSend" })).resolves.toEqual({
      success: true,
    });
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      expect(
        await sender.send({ type: "broadcast", event: "batch", payload: { via: "fallback" } }),
      ).toBe("ok");
    } finally {
      warn.mockRestore();
    }
    await waitFor(() => listener.received[1], "both REST messages");
    expect(listener.received).toEqual([
      { type: "broadcast", event: "single", payload: { via: "httpSend" } },
      { type: "broadcast", event: "batch", payload: { via: "fallback" } },
    ]);
  });

  it("delivers a private httpSend to subscribers of either serializer", async () => {
    const editor = await signedIn(EDITOR_EMAIL, EDITOR_PASSWORD);
    const binary = await subscribedRoom(
      await signedIn(VIEWER_EMAIL, VIEWER_PASSWORD),
      "room-rest-private",
      { config: { private: true } },
    );
    const text = await subscribedRoom(
      await signedIn(VIEWER_EMAIL, VIEWER_PASSWORD, { realtime: { vsn: "1.0.0" } }),
      "room-rest-private",
      { config: { private: true } },
    );
    await expect(
      editor.channel("room-rest-private", { config: { private: true } }).httpSend("note", { n: 1 }),
    ).resolves.toEqual({ success: true });
    const expected = [{ type: "broadcast", event: "note", payload: { n: 1 } }];
    await waitFor(() => binary.received[0] && text.received[0], "both subscribers");
    expect(binary.received).toEqual(expected);
    expect(text.received).toEqual(expected);
  });

  it("refuses a private httpSend the caller may not write, and says why on bad requests", async () => {
    const viewer = await signedIn(VIEWER_EMAIL, VIEWER_PASSWORD);
    await expect(
      viewer.channel("room-rest", { config: { private: true } }).httpSend("x", {}),
    ).rejects.toThrow("Unauthorized");

    const url = `${server.url}/realtime/v1/api/broadcast`;
    const headers = { apikey: ANON_KEY, "Content-Type": "application/json" };
    const blank = await fetch(url, { method: "POST", headers, body: JSON.stringify({}) });
    expect(blank.status).toBe(422);
    expect(await blank.json()).toEqual({ errors: { messages: ["can't be blank"] } });

    const partial = await fetch(url, {
      method: "POST",
      headers,
      body: JSON.stringify({ messages: [{ topic: "t", event: "e" }] }),
    });
    expect(partial.status).toBe(422);
    expect(await partial.json()).toEqual({
      errors: { messages: [{ payload: ["can't be blank"] }] },
    });

    const notJson = await fetch(url, { method: "POST", headers, body: "{" });
    expect(notJson.status).toBe(400);

    const wrongType = await fetch(`${url}/t/events/e`, {
      method: "POST",
      headers: { apikey: ANON_KEY, "Content-Type": "text/plain" },
      body: "hi",
    });
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({
      error: "Unsupported Media Type. Use application/json or application/octet-stream",
    });

    const noKey = await fetch(url, { method: "POST", body: "{}" });
    expect(noKey.status).toBe(401);
  });
});

describe("presence", () => {
  type Joined = { key: string; newPresences: Record<string, unknown>[] };
  type Left = { key: string; leftPresences: Record<string, unknown>[] };

  function presenceRoom(c: Client, topic: string, key: string, isPrivate = false) {
    const joins: Joined[] = [];
    const leaves: Left[] = [];
    let syncs = 0;
    const channel = c
      .channel(topic, { config: { presence: { key }, private: isPrivate } })
      .on("presence", { event: "sync" }, () => syncs++)
      .on("presence", { event: "join" }, (event: Joined) => joins.push(event))
      .on("presence", { event: "leave" }, (event: Left) => leaves.push(event));
    return { channel, joins, leaves, syncs: () => syncs, ...join(channel) };
  }

  it("syncs state on join, and announces track, update, untrack and leave", async () => {
    const ada = presenceRoom(client(), "lobby", "ada");
    expect((await ada.ready).status).toBe("SUBSCRIBED");
    expect(await ada.channel.track({ editing: null })).toBe("ok");
    await waitFor(() => ada.joins[0], "ada's own join");

    const bob = presenceRoom(client(), "lobby", "bob");
    expect((await bob.ready).status).toBe("SUBSCRIBED");
    await waitFor(() => (bob.syncs() > 0 ? true : undefined), "bob's first sync");
    expect(bob.channel.presenceState()).toEqual({
      ada: [{ editing: null, presence_ref: expect.any(String) }],
    });

    expect(await ada.channel.track({ editing: "home.title" })).toBe("ok");
    await waitFor(
      () => bob.joins.find((event) => event.newPresences[0]?.editing === "home.title"),
      "ada's update",
    );
    expect(bob.channel.presenceState().ada).toEqual([
      { editing: "home.title", presence_ref: expect.any(String) },
    ]);

    expect(await ada.channel.untrack()).toBe("ok");
    await waitFor(() => (bob.channel.presenceState().ada ? undefined : true), "ada untracked");

    expect(await ada.channel.track({ editing: null })).toBe("ok");
    await waitFor(() => bob.channel.presenceState().ada, "ada back");
    await ada.channel.unsubscribe();
    await waitFor(() => (bob.channel.presenceState().ada ? undefined : true), "ada left");
    expect(bob.leaves.at(-1)?.key).toBe("ada");
  });

  it("drops a closed socket's presence", async () => {
    const watcher = presenceRoom(client(), "lobby-drop", "watcher");
    await watcher.ready;
    const leaving = client();
    const gone = presenceRoom(leaving, "lobby-drop", "gone");
    await gone.ready;
    await gone.channel.track({ here: true });
    await waitFor(() => watcher.channel.presenceState().gone, "gone is here");
    leaving.realtime.disconnect();
    await waitFor(() => (watcher.channel.presenceState().gone ? undefined : true), "gone left");
  });

  it("ends a channel that tracks more than five times in 30 seconds, as hosted does", async () => {
    const systemMessages: unknown[] = [];
    const busy = presenceRoom(client(), "lobby-busy", "busy");
    busy.channel.on("system", {}, (message: unknown) => systemMessages.push(message));
    await busy.ready;
    for (let n = 0; n < 5; n++) expect(await busy.channel.track({ n })).toBe("ok");
    void busy.channel.track({ n: 5 });
    await waitFor(() => busy.statuses.find((entry) => entry.status === "CLOSED"), "closed");
    expect(systemMessages).toContainEqual(
      expect.objectContaining({
        status: "error",
        extension: "system",
        message: "Client presence rate limit exceeded",
      }),
    );
  });

  it("on a private channel, lets readers see presence but only writers track", async () => {
    const editor = await signedIn(EDITOR_EMAIL, EDITOR_PASSWORD);
    const viewer = await signedIn(VIEWER_EMAIL, VIEWER_PASSWORD);
    const editing = presenceRoom(editor, "room-presence", "editor", true);
    const watching = presenceRoom(viewer, "room-presence", "viewer", true);
    expect((await editing.ready).status).toBe("SUBSCRIBED");
    expect((await watching.ready).status).toBe("SUBSCRIBED");
    expect(await watching.channel.track({ sneaky: true })).toBe("error");
    expect(await editing.channel.track({ editing: "about.title" })).toBe("ok");
    await waitFor(() => watching.channel.presenceState().editor, "the editor's presence");
    expect(watching.channel.presenceState().viewer).toBeUndefined();

    const publicLobby = presenceRoom(client(), "room-presence", "outsider");
    await publicLobby.ready;
    await waitFor(() => (publicLobby.syncs() > 0 ? true : undefined), "public sync");
    expect(publicLobby.channel.presenceState()).toEqual({});
  });
});

describe("the site's editors channel (supabase/migrations)", () => {
  const editorsChannel = (c: Client, key: string) =>
    c
      .channel("site-editors", { config: { private: true, presence: { key } } })
      .on("presence", { event: "sync" }, () => undefined);

  it("admits editors to its presence and nobody else", async () => {
    const editor = await signedIn(EDITOR_EMAIL, EDITOR_PASSWORD);
    const viewer = await signedIn(VIEWER_EMAIL, VIEWER_PASSWORD);
    const editorChannel = editorsChannel(editor, "editor");
    expect((await join(editorChannel).ready).status).toBe("SUBSCRIBED");
    expect(await editorChannel.track({ editing: [] })).toBe("ok");

    for (const outsider of [viewer, client()]) {
      const { ready } = join(editorsChannel(outsider, "outsider"));
      expect(await ready).toEqual({
        status: "CHANNEL_ERROR",
        error:
          "Unauthorized: You do not have permissions to read from this Channel topic: site-editors",
      });
    }
    // Broadcast is not part of it, even for editors.
    const otherTab = await signedIn(EDITOR_EMAIL, EDITOR_PASSWORD);
    const broadcast = otherTab.channel("site-editors", {
      config: { private: true, broadcast: { ack: true } },
    });
    expect((await join(broadcast).ready).status).toBe("CHANNEL_ERROR");
  });
});
