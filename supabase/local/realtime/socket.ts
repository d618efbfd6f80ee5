import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { type RawData, WebSocket, WebSocketServer } from "ws";
import { type Caller, callerFromToken, checkApiKey } from "../caller";
import { MAX_BODY_BYTES } from "../config";
import {
  type Binding,
  BindingError,
  bindingMatches,
  type CapturedChange,
  parseBinding,
} from "./bindings";
import type { ChangeTarget, TargetSource } from "./feed";
import {
  decodeFrame,
  encodeFrame,
  FrameError,
  type PhoenixMessage,
  type SerializerVersion,
} from "./phoenix";

/** Answers whether a table can be subscribed to; the real server refuses unknown relations. */
export type TableCheck = (schema: string, table: string) => Promise<boolean>;

interface Channel {
  topic: string;
  joinRef: string | null;
  caller: Caller;
  bindings: Binding[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function tokenExpired(caller: Caller): boolean {
  const exp = caller.claims.exp;
  return typeof exp === "number" && exp < Date.now() / 1000;
}

/** One websocket: the Phoenix protocol subset realtime-js speaks. */
class Connection {
  private readonly channels = new Map<string, Channel>();

  constructor(
    private readonly socket: WebSocket,
    private readonly version: SerializerVersion,
    private readonly connectCaller: Caller,
    private readonly tableExists: TableCheck,
  ) {
    socket.on("message", (data: RawData, isBinary: boolean) => {
      if (isBinary) {
        socket.close(1003, "binary frames are not supported");
        return;
      }
      let message: PhoenixMessage;
      try {
        message = decodeFrame(data.toString(), version);
      } catch (error) {
        const reason = error instanceof FrameError ? error.message : "invalid frame";
        socket.close(1007, `invalid message: ${reason}`.slice(0, 120));
        return;
      }
      this.receive(message).catch((error: unknown) => {
        console.error("[local-supabase] realtime message failed", error);
        this.send({ ...message, event: "phx_error", ref: message.joinRef, payload: {} });
      });
    });
  }

  private send(message: PhoenixMessage): void {
    if (this.socket.readyState === WebSocket.OPEN)
      this.socket.send(encodeFrame(message, this.version));
  }

  private reply(
    message: PhoenixMessage,
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
      payload: {
        message: text,
        status,
        extension,
        channel: channel.topic.replace(/^realtime:/, ""),
      },
    });
  }

  private closeChannel(channel: Channel): void {
    this.channels.delete(channel.topic);
    this.send({
      joinRef: channel.joinRef,
      ref: channel.joinRef,
      topic: channel.topic,
      event: "phx_close",
      payload: {},
    });
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
        this.refreshToken(channel, message.payload.access_token);
        return;
      default:
        // Broadcast and presence are not offered; acknowledge so clients waiting on a reply move on.
        if (message.ref !== null) this.reply(message, "ok", {});
    }
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

  private async join(message: PhoenixMessage): Promise<void> {
    if (!message.topic.startsWith("realtime:")) {
      this.reply(message, "error", { reason: "unmatched topic" });
      return;
    }
    const config = isObject(message.payload.config) ? message.payload.config : {};
    const caller = this.resolveToken(message.payload.access_token);
    if (typeof caller === "string") {
      this.reply(message, "error", { reason: caller });
      return;
    }
    if (config.private === true) {
      this.reply(message, "error", {
        reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${message.topic.replace(/^realtime:/, "")}`,
      });
      return;
    }
    const entries = Array.isArray(config.postgres_changes) ? config.postgres_changes : [];
    const bindings: Binding[] = [];
    const problems: string[] = [];
    for (const entry of entries) {
      try {
        const binding = parseBinding(entry);
        if (binding.table !== "*" && !(await this.tableExists(binding.schema, binding.table))) {
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
    if (problems.length > 0) {
      this.reply(message, "error", { reason: problems.join("; ") });
      return;
    }
    const channel: Channel = { topic: message.topic, joinRef: message.joinRef, caller, bindings };
    this.channels.set(message.topic, channel);
    this.reply(message, "ok", { postgres_changes: bindings.map((binding) => binding.echo) });
    if (bindings.length > 0)
      this.systemMessage(channel, "ok", "postgres_changes", "Subscribed to PostgreSQL");
  }

  /** The real server ignores null, sb_ keys and repeats, and ends the channel on a bad token. */
  private refreshToken(channel: Channel, token: unknown): void {
    if (typeof token !== "string" || token.startsWith("sb_") || token === channel.caller.token)
      return;
    const caller = this.resolveToken(token);
    if (typeof caller === "string") {
      this.systemMessage(channel, "error", "system", caller);
      this.closeChannel(channel);
      return;
    }
    channel.caller = caller;
  }

  targets(): ChangeTarget[] {
    return [...this.channels.values()].map((channel) => ({
      caller: () => channel.caller,
      bindingIds: (change: CapturedChange) => {
        if (!this.channels.has(channel.topic)) return [];
        if (tokenExpired(channel.caller)) {
          this.systemMessage(channel, "error", "system", "Token has expired");
          this.closeChannel(channel);
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

function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  socket.write(
    `HTTP/1.1 ${status} ${status === 401 ? "Unauthorized" : "Bad Request"}\r\n` +
      "Content-Type: application/json; charset=utf-8\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      "Connection: close\r\n\r\n" +
      body,
  );
  socket.destroy();
}

export class RealtimeServer implements TargetSource {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY_BYTES });
  private readonly connections = new Set<Connection>();
  private readonly sockets = new Set<WebSocket>();

  constructor(private readonly tableExists: TableCheck) {}

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void {
    socket.on("error", () => socket.destroy());
    const vsn = url.searchParams.get("vsn") ?? "1.0.0";
    if (vsn !== "1.0.0" && vsn !== "2.0.0") {
      refuseUpgrade(socket, 400, `Unsupported serializer version: ${vsn}`);
      return;
    }
    const headerKey = req.headers["x-api-key"];
    const apikey =
      url.searchParams.get("apikey") ?? (Array.isArray(headerKey) ? headerKey[0] : headerKey);
    const key = checkApiKey(apikey ?? undefined);
    if (!key.ok) {
      refuseUpgrade(
        socket,
        401,
        key.failure.kind === "no_api_key" ? "No API key found in request" : "Invalid API key",
      );
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const connection = new Connection(ws, vsn, key.caller, this.tableExists);
      this.connections.add(connection);
      this.sockets.add(ws);
      ws.on("error", () => ws.terminate());
      ws.on("close", () => {
        this.connections.delete(connection);
        this.sockets.delete(ws);
      });
    });
  }

  targets(): ChangeTarget[] {
    return [...this.connections].flatMap((connection) => connection.targets());
  }

  /** Closes sockets without phx_close, so clients treat it as an outage and rejoin on reconnect. */
  async close(): Promise<void> {
    const open = [...this.sockets];
    const closed = Promise.all(
      open.map((ws) => new Promise<void>((resolve) => ws.once("close", () => resolve()))),
    );
    for (const ws of open) ws.close(1001, "server shutting down");
    // Clients normally answer the close frame at once; don't let a silent one hold up shutdown.
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 250).unref())]);
    for (const ws of this.sockets) ws.terminate();
    this.wss.close();
  }
}
