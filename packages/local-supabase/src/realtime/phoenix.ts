import { isObject } from "../json";
import { FrameError } from "./errors";

/** One Phoenix channel message, independent of the wire serializer. */
export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export type SerializerVersion = "1.0.0" | "2.0.0";

function optionalRef(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  throw new FrameError("refs must be strings");
}

/**
 * 2.0.0 sends `[join_ref, ref, topic, event, payload]` arrays; 1.0.0 sends
 * objects with the same fields. Anything else is a protocol violation.
 */
export function decodeFrame(text: string, version: SerializerVersion): PhoenixMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FrameError("frame is not JSON");
  }
  let joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown;
  if (version === "2.0.0") {
    if (!Array.isArray(parsed) || parsed.length !== 5)
      throw new FrameError("expected [join_ref, ref, topic, event, payload]");
    [joinRef, ref, topic, event, payload] = parsed as unknown[];
  } else {
    if (!isObject(parsed)) throw new FrameError("expected {topic, event, payload, ref}");
    ({ join_ref: joinRef, ref, topic, event, payload } = parsed);
  }
  if (typeof topic !== "string" || typeof event !== "string")
    throw new FrameError("topic and event must be strings");
  if (payload === null || payload === undefined) payload = {};
  if (!isObject(payload)) throw new FrameError("payload must be an object");
  return { joinRef: optionalRef(joinRef), ref: optionalRef(ref), topic, event, payload };
}

export function encodeFrame(message: PhoenixMessage, version: SerializerVersion): string {
  if (version === "2.0.0") {
    return JSON.stringify([
      message.joinRef,
      message.ref,
      message.topic,
      message.event,
      message.payload,
    ]);
  }
  return JSON.stringify({
    join_ref: message.joinRef,
    ref: message.ref,
    topic: message.topic,
    event: message.event,
    payload: message.payload,
  });
}

/**
 * A broadcast as realtime-js frames it in binary under 2.0.0: its event and the payload's bytes,
 * which stay untouched on their way to other subscribers.
 */
export interface UserBroadcast {
  event: string;
  encoding: "json" | "binary";
  bytes: Uint8Array;
}

export interface UserBroadcastPush {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  broadcast: UserBroadcast;
}

const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;
const BINARY_ENCODING = 0;
const JSON_ENCODING = 1;

/**
 * Binary frames of 2.0.0: only kind 3, "user broadcast push", comes from clients:
 * `3, join_ref_size, ref_size, topic_size, event_size, metadata_size, encoding`, then those
 * fields and the payload. Metadata (realtime-js' `persist`) is read past, as the server does.
 */
export function decodeBinaryFrame(data: Uint8Array): UserBroadcastPush {
  if (data.length < 7) throw new FrameError("binary frame too short");
  if (data[0] !== USER_BROADCAST_PUSH)
    throw new FrameError(`unsupported binary frame kind ${data[0]}`);
  const sizes = [data[1]!, data[2]!, data[3]!, data[4]!, data[5]!];
  const encoding = data[6] === BINARY_ENCODING ? "binary" : "json";
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let offset = 7;
  const fields: string[] = [];
  for (const size of sizes) {
    if (offset + size > data.length) throw new FrameError("binary frame shorter than its header");
    try {
      fields.push(decoder.decode(data.subarray(offset, offset + size)));
    } catch {
      throw new FrameError("binary frame header is not UTF-8");
    }
    offset += size;
  }
  const [joinRef, ref, topic, event] = fields as [string, string, string, string];
  const bytes = data.slice(offset);
  if (encoding === "json") {
    try {
      JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    } catch {
      throw new FrameError("broadcast payload is not JSON");
    }
  }
  return {
    joinRef: joinRef === "" ? null : joinRef,
    ref: ref === "" ? null : ref,
    topic,
    broadcast: { event, encoding, bytes },
  };
}

/** Kind 4, "user broadcast": `4, topic_size, event_size, metadata_size, encoding`, then the fields. */
export function encodeUserBroadcast(topic: string, broadcast: UserBroadcast): Buffer {
  const topicBytes = Buffer.from(topic, "utf8");
  const eventBytes = Buffer.from(broadcast.event, "utf8");
  if (topicBytes.length > 255 || eventBytes.length > 255)
    throw new FrameError("topic and event must fit in 255 bytes");
  const header = Buffer.from([
    USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    0,
    broadcast.encoding === "binary" ? BINARY_ENCODING : JSON_ENCODING,
  ]);
  return Buffer.concat([header, topicBytes, eventBytes, broadcast.bytes]);
}
