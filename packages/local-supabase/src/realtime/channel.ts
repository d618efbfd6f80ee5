import type { Caller } from "../caller";
import type { Access, Extension } from "./authorization";
import type { Binding } from "./bindings";
import type { Broadcast, Subscriber } from "./hub";
import type { PhoenixMessage, UserBroadcast } from "./phoenix";
import type { PresenceDiff } from "./presence";

/** How a channel's socket sends: a Phoenix message, or a 2.0.0 binary user broadcast. */
export interface ChannelOutput {
  send(message: PhoenixMessage): void;
  sendUserBroadcast(topic: string, broadcast: UserBroadcast): void;
}

/** A fixed window of presence pushes, like hosted Realtime's per-client presence limit. */
export interface PresenceLimit {
  maxCalls: number;
  windowMs: number;
}

export interface ChannelOptions {
  topic: string;
  joinRef: string | null;
  caller: Caller;
  bindings: Binding[];
  isPrivate: boolean;
  ack: boolean;
  self: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  reads: Access;
}

/** One joined topic on one socket, with what it asked for and what RLS allowed it. */
export class Channel implements Subscriber {
  readonly topic: string;
  readonly subtopic: string;
  readonly hubKey: string;
  readonly joinRef: string | null;
  caller: Caller;
  readonly bindings: Binding[];
  readonly isPrivate: boolean;
  readonly ack: boolean;
  readonly self: boolean;
  readonly presenceKey: string;
  presenceEnabled: boolean;
  reads: Access;
  /** Checked on the first send, as hosted does, and again after a new token. */
  writes: Access = {};
  /** The payload last tracked, so tracking it again changes nothing. */
  tracked: string | null = null;
  private presenceWindow = { calls: 0, resetAt: 0 };

  constructor(
    options: ChannelOptions,
    hubKey: string,
    private readonly output: ChannelOutput,
    private readonly binaryBroadcasts: boolean,
  ) {
    this.topic = options.topic;
    this.subtopic = options.topic.replace(/^realtime:/, "");
    this.hubKey = hubKey;
    this.joinRef = options.joinRef;
    this.caller = options.caller;
    this.bindings = options.bindings;
    this.isPrivate = options.isPrivate;
    this.ack = options.ack;
    this.self = options.self;
    this.presenceKey = options.presenceKey;
    this.presenceEnabled = options.presenceEnabled;
    this.reads = options.reads;
  }

  canRead(extension: Extension): boolean {
    return !this.isPrivate || this.reads[extension] === true;
  }

  /** Counts a presence push; false once the window's allowance is spent. */
  allowPresencePush(limit: PresenceLimit, now = Date.now()): boolean {
    if (now > this.presenceWindow.resetAt) {
      this.presenceWindow = { calls: 1, resetAt: now + limit.windowMs };
      return true;
    }
    if (this.presenceWindow.calls >= limit.maxCalls) return false;
    this.presenceWindow.calls++;
    return true;
  }

  deliverBroadcast(message: Broadcast): void {
    if (message.kind === "json") {
      this.push("broadcast", message.payload);
      return;
    }
    const { broadcast } = message;
    if (this.binaryBroadcasts) {
      this.output.sendUserBroadcast(this.topic, broadcast);
      return;
    }
    // 1.0.0 has no binary frames: a JSON payload goes as text, raw bytes cannot go at all.
    if (broadcast.encoding !== "json") return;
    this.push("broadcast", {
      type: "broadcast",
      event: broadcast.event,
      payload: JSON.parse(Buffer.from(broadcast.bytes).toString("utf8")) as unknown,
    });
  }

  deliverPresenceDiff(diff: PresenceDiff): void {
    this.push("presence_diff", diff);
  }

  /** Fanned-out messages carry no refs. */
  private push(event: string, payload: object): void {
    this.output.send({
      joinRef: null,
      ref: null,
      topic: this.topic,
      event,
      payload: payload as Record<string, unknown>,
    });
  }
}
