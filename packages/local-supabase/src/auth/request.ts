import type { IncomingMessage } from "node:http";
import { AuthError } from "./errors";
import { hasJsonContentType, readBody } from "../http";
import { isObject } from "../json";

export type JsonBody = Record<string, unknown>;

/** The request's JSON object body; an empty body reads as `{}`, as GoTrue's decoder allows. */
export async function readJson(req: IncomingMessage): Promise<JsonBody> {
  const text = await readBody(req);
  if (text.trim() === "") return {};
  if (!hasJsonContentType(req)) {
    throw new AuthError(415, "bad_json", "Content-Type must be application/json");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : "invalid JSON";
    throw new AuthError(400, "bad_json", `Could not parse request body as JSON: ${reason}`);
  }
  if (!isObject(parsed))
    throw new AuthError(
      400,
      "bad_json",
      "Could not parse request body as JSON: expected an object",
    );
  return parsed;
}

/** A string input, or "" when absent; Postgres cannot store NUL, so it is refused here. */
export function stringField(body: JsonBody, name: string): string {
  const value = body[name];
  if (typeof value !== "string") return "";
  if (value.includes("\u0000")) {
    throw new AuthError(400, "validation_failed", `${name} must not contain NUL characters`);
  }
  return value;
}

/** An object input such as `data` or `user_metadata`; GoTrue's decoder refuses any other type. */
export function objectField(body: JsonBody, name: string): JsonBody | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (!isObject(value))
    throw new AuthError(
      400,
      "bad_json",
      `Could not parse request body as JSON: ${name} must be an object`,
    );
  if (JSON.stringify(value).includes("\\u0000"))
    throw new AuthError(400, "validation_failed", `${name} must not contain NUL characters`);
  return value;
}

export function booleanField(body: JsonBody, name: string): boolean {
  return body[name] === true;
}

export function clientIp(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? "unknown";
}
