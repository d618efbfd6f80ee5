import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { type WebSocket, WebSocketServer } from "ws";
import { checkApiKey } from "../caller";
import { MAX_BODY_BYTES } from "../config";
import type { LocalDatabase } from "../db";
import { readAccess, writeAccess } from "./authorization";
import type { PresenceLimit } from "./channel";
import { Connection, type RealtimeContext, type TableCheck } from "./connection";
import type { ChangeTarget, TargetSource } from "./feed";
import { TopicHub } from "./hub";

/** Hosted Realtime's default: five presence pushes per channel in any 30 seconds. */
export const DEFAULT_PRESENCE_LIMIT: PresenceLimit = { maxCalls: 5, windowMs: 30_000 };

export interface RealtimeOptions {
  db: LocalDatabase;
  tableExists: TableCheck;
  presenceLimit?: PresenceLimit;
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

  readonly hub = new TopicHub();
  private readonly context: RealtimeContext;

  constructor(options: RealtimeOptions) {
    this.context = {
      tableExists: options.tableExists,
      readAccess: (caller, topic, extensions) => readAccess(options.db, caller, topic, extensions),
      writeAccess: (caller, topic, extensions) =>
        writeAccess(options.db, caller, topic, extensions),
      hub: this.hub,
      presenceLimit: options.presenceLimit ?? DEFAULT_PRESENCE_LIMIT,
    };
  }

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
      const connection = new Connection(ws, vsn, key.caller, this.context);
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
