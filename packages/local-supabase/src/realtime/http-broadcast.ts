import type { IncomingMessage, ServerResponse } from "node:http";
import { resolveCaller, type Caller } from "../caller";
import type { LocalDatabase } from "../db";
import { INVALID_API_KEY, NO_API_KEY } from "../gateway-errors";
import { headerValue, readBodyBytes, sendEmpty, sendGatewayError, sendJson } from "../http";
import { writeAccess } from "./authorization";
import { TopicHub } from "./hub";
import { isObject } from "../json";

type Errors = Record<string, string[]>;

function parseJson(bytes: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(bytes.toString("utf8")) as unknown };
  } catch {
    return { ok: false };
  }
}

interface BatchMessage {
  topic: string;
  event: string;
  payload: Record<string, unknown>;
  private: boolean;
}

/** Ecto-style changeset errors, one map per message, as Realtime's 422 lists them. */
function validateMessage(value: unknown): { message?: BatchMessage; errors: Errors } {
  if (!isObject(value)) return { errors: { message: ["is invalid"] } };
  const errors: Errors = {};
  for (const field of ["topic", "event"] as const) {
    const text = value[field];
    if (text === undefined || text === null || text === "") errors[field] = ["can't be blank"];
    else if (typeof text !== "string") errors[field] = ["is invalid"];
  }
  if (value.payload === undefined || value.payload === null) errors.payload = ["can't be blank"];
  else if (!isObject(value.payload)) errors.payload = ["is invalid"];
  if (value.private !== undefined && typeof value.private !== "boolean")
    errors.private = ["is invalid"];
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    message: {
      topic: value.topic as string,
      event: value.event as string,
      payload: value.payload as Record<string, unknown>,
      private: value.private === true,
    },
  };
}

/**
 * Realtime's REST broadcast: `POST /api/broadcast` takes a batch and delivers each message as
 * JSON; `POST /api/broadcast/:topic/events/:event` (httpSend) takes one raw JSON or binary
 * payload. Private messages go out only if RLS on realtime.messages lets the caller write.
 */
export class HttpBroadcast {
  constructor(
    private readonly db: LocalDatabase,
    private readonly hub: TopicHub,
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse, url: URL, rest: string): Promise<void> {
    if (req.method !== "POST") {
      sendJson(res, 405, { message: "Method not allowed" }, { Allow: "POST" });
      return;
    }
    // Realtime checks the key itself, behind any gateway.
    const resolved = resolveCaller(req.headers, { requireApiKey: true });
    if (!resolved.ok) {
      const { kind } = resolved.failure;
      if (kind === "no_api_key" || kind === "invalid_api_key") {
        sendGatewayError(res, kind === "no_api_key" ? NO_API_KEY : INVALID_API_KEY);
      } else {
        sendJson(res, 401, { message: "Unauthorized" });
      }
      return;
    }
    let body: Buffer;
    try {
      body = await readBodyBytes(req);
    } catch (error) {
      if (sendGatewayError(res, error)) return;
      throw error;
    }
    if (rest === "") {
      await this.batch(res, resolved.caller, body);
      return;
    }
    const single = /^([^/]+)\/events\/([^/]+)$/.exec(rest);
    if (!single) {
      sendJson(res, 404, { message: "no Route matched with those values" });
      return;
    }
    await this.single(req, res, url, resolved.caller, body, single);
  }

  private async mayWrite(caller: Caller, topic: string): Promise<boolean> {
    const access = await writeAccess(this.db, caller, topic, ["broadcast"]);
    return access.broadcast === true;
  }

  private async batch(res: ServerResponse, caller: Caller, body: Buffer): Promise<void> {
    const parsed = parseJson(body);
    if (!parsed.ok || !isObject(parsed.value)) {
      sendJson(res, 400, { message: "The request body must be a JSON object" });
      return;
    }
    const list = parsed.value.messages;
    if (list === undefined || list === null || (Array.isArray(list) && list.length === 0)) {
      sendJson(res, 422, { errors: { messages: ["can't be blank"] } });
      return;
    }
    if (!Array.isArray(list)) {
      sendJson(res, 422, { errors: { messages: ["is invalid"] } });
      return;
    }
    const checked = list.map(validateMessage);
    if (checked.some((entry) => !entry.message)) {
      sendJson(res, 422, { errors: { messages: checked.map((entry) => entry.errors) } });
      return;
    }
    for (const { message } of checked) {
      if (!message) continue;
      // Hosted drops private messages the caller may not write and still answers 202.
      if (message.private && !(await this.mayWrite(caller, message.topic))) continue;
      this.hub.broadcast(TopicHub.key(message.topic, message.private), {
        kind: "json",
        payload: { type: "broadcast", event: message.event, payload: message.payload },
      });
    }
    sendEmpty(res, 202);
  }

  private async single(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    caller: Caller,
    body: Buffer,
    [, rawTopic, rawEvent]: RegExpExecArray,
  ): Promise<void> {
    const type = (headerValue(req, "content-type") ?? "application/json")
      .split(";")[0]!
      .trim()
      .toLowerCase();
    if (type !== "application/json" && type !== "application/octet-stream") {
      sendJson(res, 415, {
        error: "Unsupported Media Type. Use application/json or application/octet-stream",
      });
      return;
    }
    let topic: string;
    let event: string;
    try {
      topic = decodeURIComponent(rawTopic!);
      event = decodeURIComponent(rawEvent!);
    } catch {
      sendJson(res, 400, { message: "Malformed topic or event in the URL" });
      return;
    }
    if (Buffer.byteLength(`realtime:${topic}`) > 255 || Buffer.byteLength(event) > 255) {
      sendJson(res, 422, { message: "Topic and event must each fit in 255 bytes" });
      return;
    }
    if (type === "application/json" && !parseJson(body).ok) {
      sendJson(res, 400, { message: "The request body must be JSON" });
      return;
    }
    const isPrivate = url.searchParams.get("private") === "true";
    if (isPrivate && !(await this.mayWrite(caller, topic))) {
      sendJson(res, 403, { message: "Unauthorized" });
      return;
    }
    this.hub.broadcast(TopicHub.key(topic, isPrivate), {
      kind: "user",
      broadcast: {
        event,
        encoding: type === "application/octet-stream" ? "binary" : "json",
        bytes: body,
      },
    });
    sendEmpty(res, 202);
  }
}
