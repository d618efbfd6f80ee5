/** One Phoenix channel message, independent of the wire serializer. */
export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export type SerializerVersion = "1.0.0" | "2.0.0";

export class FrameError extends Error {}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

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
