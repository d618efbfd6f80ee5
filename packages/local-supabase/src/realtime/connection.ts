import { randomUUID } from "node:crypto";
import { type RawData, WebSocket } from "ws";
import { type Caller, callerFromToken } from "../caller";
import type { Access, Extension } from "./authorization";
import { type Binding, bindingMatches, type CapturedChange, parseBinding } from "./bindings";
import { Channel, type PresenceLimit } from "./channel";
import { BindingError, FrameError } from "./errors";
import type { ChangeTarget } from "./feed";
import { type Broadcast, TopicHub } from "./hub";
import {
  decodeBinaryFrame,
  decodeFrame,
  encodeFrame,
  encodeUserBroadcast,
  type PhoenixMessage,
  type SerializerVersion,
  type UserBroadcast,
} from "./phoenix";
import { isObject } from "../json";

/** Answers whether a table can be subscribed to; the real server refuses unknown relations. */
export type TableCheck = (schema: string, table: string) => Promise<boolean>;

/** What every socket shares: the database checks, the topics, the limits. */
export interface RealtimeContext {
  tableExists: TableCheck;
  readAccess(caller: Caller, topic: string, extensions: readonly Extension[]): Promise<Access>;
  writeAccess(caller: Caller, topic: string, extensions: readonly Extension[]): Promise<Access>;
  hub: TopicHub;
  presenceLimit: PresenceLimit;
}

/** Realtime's FlexibleBoolean: true and "true" are true. */
function flag(value: unknown): boolean {
  return value === true || value === "true";
}

function tokenExpired(caller: Caller): boolean {
  const exp = caller.claims.exp;
  return typeof exp === "number" && exp < Date.now() / 1000;
}

const unauthorized = (subtopic: string) =>
  `Unauthorized: You do not have permissions to read from this Channel topic: ${subtopic}`;

/** One websocket: the Phoenix protocol realtime-js speaks, with its channels. */
export class Connection {
  private readonly channels = new Map<string, Channel>();

  constructor(
    private readonly socket: WebSocket,
    private readonly version: SerializerVersion,
    private readonly connectCaller: Caller,
    private readonly context: RealtimeContext,
  ) {
    socket.on("message", (data: RawData, isBinary: boolean) => {
      let work: Promise<void>;
      let message: PhoenixMessage | null = null;
      try {
        if (isBinary) {
          if (version !== "2.0.0") throw new FrameError("binary frames need serializer 2.0.0");
          work = this.receiveUserBroadcast(decodeBinaryFrame(toBytes(data)));
        } else {
          message = decodeFrame(data.toString(), version);
          work = this.receive(message);
        }
      } catch (error) {
        const reason = error instanceof FrameError ? error.message : "invalid frame";
        socket.close(isBinary ? 1003 : 1007, `invalid message: ${reason}`.slice(0, 120));
        return;
      }
      work.catch((error: unknown) => {
        console.error("[local-supabase] realtime message failed", error);
        if (message)
          this.send({ ...message, event: "phx_error", ref: message.joinRef, payload: {} });
      });
    });
    socket.on("close", () => {
      for (const channel of this.channels.values()) context.hub.leave(channel.hubKey, channel);
      this.channels.clear();
    });
  }

  private send(message: PhoenixMessage): void {
    if (this.socket.readyState === WebSocket.OPEN)
      this.socket.send(encodeFrame(message, this.version));
  }

  private sendUserBroadcast(topic: string, broadcast: UserBroadcast): void {
    if (this.socket.readyState === WebSocket.OPEN)
      this.socket.send(encodeUserBroadcast(topic, broadcast), { binary: true });
  }

  private reply(
    message: Pick<PhoenixMessage, "joinRef" | "ref" | "topic">,
    status: "ok" | "error",
    response: Record<string, unknown>,
  ): void {
    this.send({
      joinRef: message.joinRef,
      ref: message.ref,
      topic: message.topic,
      event: "phx_reply",
      payload: { status, response },
    });
  }

  private systemMessage(
    channel: Channel,
    status: "ok" | "error",
    extension: string,
    text: string,
  ): void {
    this.send({
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: "system",
      payload: { message: text, status, extension, channel: channel.subtopic },
    });
  }

  private closeChannel(channel: Channel): void {
    this.context.hub.leave(channel.hubKey, channel);
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
    this.send({
      joinRef: channel.joinRef,
      ref: channel.joinRef,
      topic: channel.topic,
      event: "phx_close",
      payload: {},
    });
  }

  /** Ends the channel the way the server does on a limit: a system error, then phx_close. */
  private shutDown(channel: Channel, text: string): void {
    this.systemMessage(channel, "error", "system", text);
    this.closeChannel(channel);
  }

  private async receive(message: PhoenixMessage): Promise<void> {
    if (message.topic === "phoenix" && message.event === "heartbeat") {
      this.reply(message, "ok", {});
      return;
    }
    if (message.event === "phx_join") {
      await this.join(message);
      return;
    }
    const channel = this.channels.get(message.topic);
    if (!channel) {
      this.reply(message, "error", { reason: "unmatched topic" });
      return;
    }
    switch (message.event) {
      case "phx_leave":
        this.reply(message, "ok", {});
        this.closeChannel(channel);
        return;
      case "access_token":
        await this.refreshToken(channel, message.payload.access_token);
        return;
      case "broadcast":
        await this.broadcast(channel, message, { kind: "json", payload: message.payload });
        return;
      case "presence":
        await this.presence(channel, message);
        return;
      default:
        // The server counts unknown events and ignores them; a waiting client is told ok.
        if (message.ref !== null) this.reply(message, "ok", {});
    }
  }

  private async receiveUserBroadcast(push: ReturnType<typeof decodeBinaryFrame>): Promise<void> {
    const message = { joinRef: push.joinRef, ref: push.ref, topic: push.topic };
    const channel = this.channels.get(push.topic);
    if (!channel) {
      this.reply(message, "error", { reason: "unmatched topic" });
      return;
    }
    await this.broadcast(channel, message, { kind: "user", broadcast: push.broadcast });
  }

  private resolveToken(token: unknown): Caller | string {
    if (typeof token !== "string" || token === "" || token.startsWith("sb_"))
      return this.connectCaller;
    const result = callerFromToken(token);
    if (result.ok) return result.caller;
    const failure = result.failure;
    if (failure.kind === "jwt") {
      return failure.error.message === "JWT expired"
        ? "InvalidJWTToken: Token has expired"
        : `InvalidJWTToken: ${failure.error.message}`;
    }
    if (failure.kind === "role") return `InvalidJWTToken: role "${failure.role}" does not exist`;
    return "InvalidJWTToken: The token provided is not a valid JWT";
  }

  private async parseBindings(entries: unknown[]): Promise<Binding[] | string> {
    const bindings: Binding[] = [];
    const problems: string[] = [];
    for (const entry of entries) {
      try {
        const binding = parseBinding(entry);
        if (
          binding.table !== "*" &&
          !(await this.context.tableExists(binding.schema, binding.table))
        ) {
          problems.push(
            `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [schema: ${binding.schema}, table: ${binding.table}]`,
          );
        }
        bindings.push(binding);
      } catch (error) {
        if (!(error instanceof BindingError)) throw error;
        problems.push(error.message);
      }
    }
    return problems.length > 0 ? problems.join("; ") : bindings;
  }

  /** The extensions whose read access a private join checks. */
  private static readChecks(presenceEnabled: boolean): Extension[] {
    return presenceEnabled ? ["broadcast", "presence"] : ["broadcast"];
  }

  private async join(message: PhoenixMessage): Promise<void> {
    if (!message.topic.startsWith("realtime:")) {
      this.reply(message, "error", { reason: "unmatched topic" });
      return;
    }
    const subtopic = message.topic.slice("realtime:".length);
    if (subtopic === "") {
      this.reply(message, "error", { reason: "TopicNameRequired: You must provide a topic name" });
      return;
    }
    const config = isObject(message.payload.config) ? message.payload.config : {};
    const caller = this.resolveToken(message.payload.access_token);
    if (typeof caller === "string") {
      this.reply(message, "error", { reason: caller });
      return;
    }
    const bindings = await this.parseBindings(
      Array.isArray(config.postgres_changes) ? config.postgres_changes : [],
    );
    if (typeof bindings === "string") {
      this.reply(message, "error", { reason: bindings });
      return;
    }
    const broadcast = isObject(config.broadcast) ? config.broadcast : {};
    const presence = isObject(config.presence) ? config.presence : {};
    const isPrivate = flag(config.private);
    const presenceEnabled = flag(presence.enabled);
    let reads: Access = {};
    if (isPrivate) {
      reads = await this.context.readAccess(
        caller,
        subtopic,
        Connection.readChecks(presenceEnabled),
      );
      if (!reads.broadcast && !reads.presence) {
        this.reply(message, "error", { reason: unauthorized(subtopic) });
        return;
      }
    }

    // Joining a topic again replaces the earlier channel, as Phoenix does.
    const earlier = this.channels.get(message.topic);
    if (earlier) this.context.hub.leave(earlier.hubKey, earlier);
    const channel = new Channel(
      {
        topic: message.topic,
        joinRef: message.joinRef,
        caller,
        bindings,
        isPrivate,
        ack: flag(broadcast.ack),
        self: flag(broadcast.self),
        presenceKey:
          typeof presence.key === "string" && presence.key !== "" ? presence.key : randomUUID(),
        presenceEnabled,
        reads,
      },
      TopicHub.key(subtopic, isPrivate),
      {
        send: (frame) => this.send(frame),
        sendUserBroadcast: (topic, frame) => this.sendUserBroadcast(topic, frame),
      },
      this.version === "2.0.0",
    );
    this.channels.set(message.topic, channel);
    this.context.hub.join(channel.hubKey, channel);
    this.reply(message, "ok", { postgres_changes: bindings.map((binding) => binding.echo) });
    if (bindings.length > 0)
      this.systemMessage(channel, "ok", "postgres_changes", "Subscribed to PostgreSQL");
    if (presenceEnabled && channel.canRead("presence")) {
      this.send({
        joinRef: channel.joinRef,
        ref: null,
        topic: channel.topic,
        event: "presence_state",
        payload: this.context.hub.presenceState(channel.hubKey),
      });
    }
  }

  /** Whether a private channel may send on this extension; asked of RLS once per token. */
  private async mayWrite(channel: Channel, extension: Extension): Promise<boolean> {
    if (!channel.isPrivate) return true;
    if (channel.writes[extension] === undefined) {
      const checks: Extension[] = [extension];
      // Presence turned on by a first track needs its read access too, to receive diffs.
      if (extension === "presence" && channel.reads.presence === undefined) {
        const reads = await this.context.readAccess(channel.caller, channel.subtopic, ["presence"]);
        channel.reads = { ...channel.reads, presence: reads.presence === true };
      }
      const writes = await this.context.writeAccess(channel.caller, channel.subtopic, checks);
      channel.writes = { ...channel.writes, [extension]: writes[extension] === true };
    }
    return channel.writes[extension] === true;
  }

  /**
   * A refused private broadcast is dropped with no reply even when an ack was asked for, as on
   * hosted Realtime: the sender's send() ends "timed out".
   */
  private async broadcast(
    channel: Channel,
    message: Pick<PhoenixMessage, "joinRef" | "ref" | "topic">,
    broadcast: Broadcast,
  ): Promise<void> {
    if (!(await this.mayWrite(channel, "broadcast"))) return;
    if (!this.channels.has(channel.topic)) return;
    this.context.hub.broadcast(channel.hubKey, broadcast, channel, channel.self);
    if (channel.ack && message.ref !== null) this.reply(message, "ok", {});
  }

  private async presence(channel: Channel, message: PhoenixMessage): Promise<void> {
    const event = message.payload.event;
    if (typeof event !== "string") {
      this.reply(message, "ok", {});
      return;
    }
    if (!channel.allowPresencePush(this.context.presenceLimit)) {
      this.shutDown(channel, "Client presence rate limit exceeded");
      return;
    }
    switch (event.toLowerCase()) {
      case "track": {
        if (!(await this.mayWrite(channel, "presence"))) {
          this.reply(message, "error", {});
          return;
        }
        const payload = message.payload.payload ?? {};
        if (!isObject(payload)) {
          this.reply(message, "error", { reason: "Presence track payload must be a map" });
          return;
        }
        const text = JSON.stringify(payload);
        if (channel.tracked !== text && this.channels.get(channel.topic) === channel) {
          channel.tracked = text;
          channel.presenceEnabled = true;
          this.context.hub.track(channel.hubKey, channel, channel.presenceKey, payload);
        }
        this.reply(message, "ok", {});
        return;
      }
      case "untrack":
        channel.tracked = null;
        this.context.hub.untrack(channel.hubKey, channel);
        this.reply(message, "ok", {});
        return;
      default:
        this.reply(message, "error", {});
    }
  }

  /** The real server ignores null, sb_ keys and repeats, and ends the channel on a bad token. */
  private async refreshToken(channel: Channel, token: unknown): Promise<void> {
    if (typeof token !== "string" || token.startsWith("sb_") || token === channel.caller.token)
      return;
    const caller = this.resolveToken(token);
    if (typeof caller === "string") {
      this.shutDown(channel, caller);
      return;
    }
    channel.caller = caller;
    if (!channel.isPrivate) return;
    channel.writes = {};
    channel.reads = await this.context.readAccess(
      caller,
      channel.subtopic,
      Connection.readChecks(channel.presenceEnabled),
    );
    if (!channel.reads.broadcast && !channel.reads.presence) {
      this.shutDown(
        channel,
        `You no longer have permission to read from this Channel topic: ${channel.subtopic}`,
      );
    }
  }

  targets(): ChangeTarget[] {
    return [...this.channels.values()]
      .filter((channel) => channel.bindings.length > 0)
      .map((channel) => ({
        caller: () => channel.caller,
        bindingIds: (change: CapturedChange) => {
          if (this.channels.get(channel.topic) !== channel) return [];
          if (tokenExpired(channel.caller)) {
            this.shutDown(channel, "Token has expired");
            return [];
          }
          return channel.bindings
            .filter((binding) => bindingMatches(binding, change))
            .map((binding) => binding.id);
        },
        deliver: (ids: number[], data: Record<string, unknown>) => {
          this.send({
            joinRef: null,
            ref: null,
            topic: channel.topic,
            event: "postgres_changes",
            payload: { ids, data },
          });
        },
      }));
  }
}

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}
