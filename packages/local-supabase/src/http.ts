import type { IncomingMessage, ServerResponse } from "node:http";
import { MAX_BODY_BYTES } from "./config";
import { GatewayError, PAYLOAD_TOO_LARGE } from "./gateway-errors";

export class BodyTooLargeError extends Error {
  constructor() {
    super(`Request body exceeds ${MAX_BODY_BYTES} bytes`);
  }
}

/** The client closed the connection before its body arrived: there is no one to answer. */
export class ClientGoneError extends Error {
  constructor(cause: unknown) {
    super("The client went away before sending its whole body", { cause });
  }
}

/**
 * Reads the whole body, refusing early once it passes the limit so a huge
 * upload cannot exhaust memory. The connection is closed after the reply.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  return readBodyBytes(req, limit).then((bytes) => bytes.toString("utf8"));
}

/** The body as bytes, for endpoints that accept more than text. */
export function readBodyBytes(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    return Promise.reject(new BodyTooLargeError());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on("data", (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on("error", (error) => {
      if (!failed) reject(new ClientGoneError(error));
    });
  });
}

/** `application/json` or a `+json` type such as `application/vnd.pgrst.object+json`, any parameters. */
export function hasJsonContentType(req: IncomingMessage): boolean {
  const type = (headerValue(req, "content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

const EXPOSED_HEADERS = [
  "Content-Encoding",
  "Content-Location",
  "Content-Range",
  "Content-Type",
  "Date",
  "Location",
  "Server",
  "Transfer-Encoding",
  "Range-Unit",
  "X-Total-Count",
  "Link",
  "X-Supabase-Api-Version",
  "X-Sb-Error-Code",
].join(", ");

/**
 * Any origin may call the API, as on hosted Supabase, but never with the browser's cookies or
 * HTTP auth: credentials travel in the apikey and Authorization headers, which a page can only
 * send after a preflight and only if it holds them.
 */
export function setCorsHeaders(res: ServerResponse): void {
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Access-Control-Expose-Headers", EXPOSED_HEADERS);
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  setCorsHeaders(res);
  const requested = headerValue(req, "access-control-request-headers");
  res.setHeader(
    "Access-Control-Allow-Headers",
    requested
      ? `Authorization, ${requested}`
      : "Authorization, apikey, Content-Type, Prefer, Range, X-Client-Info",
  );
  res.setHeader("Access-Control-Allow-Methods", "GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD");
  res.setHeader("Access-Control-Max-Age", "86400");
  res.writeHead(204);
  res.end();
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
  res.end(text);
}

export function sendEmpty(
  res: ServerResponse,
  status: number,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, headers);
  res.end();
}

/**
 * Answers what the gateway in front of hosted Supabase answers itself (a bad API key, a body
 * over the limit), closing the connection after a 413, and drops a request whose client went
 * away. Returns false for any other error.
 */
export function sendGatewayError(res: ServerResponse, error: unknown): boolean {
  if (error instanceof ClientGoneError) {
    res.destroy();
    return true;
  }
  if (!(error instanceof GatewayError || error instanceof BodyTooLargeError)) return false;
  const gateway = error instanceof GatewayError ? error : PAYLOAD_TOO_LARGE;
  sendJson(
    res,
    gateway.status,
    gateway.body(),
    gateway.status === 413 ? { Connection: "close" } : {},
  );
  return true;
}
