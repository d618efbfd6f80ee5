import type { IncomingMessage } from "node:http";
import type { RequestSettings } from "../db";
import { restError } from "./errors";
import { hasJsonContentType, headerValue, readBody } from "../http";
import { type Preferences, parsePreferences } from "./preferences";
import { parseQuery, type QueryParams, type Range } from "./query";

export type Method = "GET" | "HEAD" | "POST" | "PATCH" | "DELETE";
/** What the client asked the body to be: a JSON array, one JSON object, or CSV. */
export type Media = "json" | "object" | "csv";
export type Target =
  { kind: "root" } | { kind: "relation"; name: string } | { kind: "routine"; name: string };

/** One PostgREST request, read once: everything later steps need, and nothing they re-read. */
export interface ApiRequest {
  method: Method;
  target: Target;
  schema: string;
  /** Whether the response names its schema: it does whenever more than one is exposed. */
  profileNegotiated: boolean;
  query: QueryParams;
  prefer: Preferences;
  media: Media;
  /** `nulls=stripped` on the accepted vendor type: object fields that are null are left out. */
  stripNulls: boolean;
  /** `application/vnd.pgrst.plan`: the read's EXPLAIN instead of its rows. */
  explain?: ExplainOptions;
  /** The Range header's rows, for a read. */
  headerRange?: Range;
  /** The parsed JSON body of a write or a function call. */
  payload?: unknown;
  settings: RequestSettings;
}

export const OBJECT_MEDIA_TYPE = "application/vnd.pgrst.object+json";

/** EXPLAIN's output format and the options `options=analyze|verbose|...` asked for. */
export interface ExplainOptions {
  format: "json" | "text";
  options: ("analyze" | "verbose" | "settings" | "buffers" | "wal")[];
}

const EXPLAIN_OPTIONS = new Set<string>(["analyze", "verbose", "settings", "buffers", "wal"]);

/** `application/vnd.pgrst.plan[+json|+text]; options=a|b`, or nothing for another type. */
function parseExplain(type: string, parameters: readonly string[]): ExplainOptions | undefined {
  const format = /^application\/vnd\.pgrst\.plan(?:\+(json|text))?$/.exec(type);
  if (!format) return undefined;
  const options = parameters
    .find((parameter) => parameter.startsWith("options="))
    ?.slice("options=".length)
    .split("|")
    .filter((option): option is ExplainOptions["options"][number] => EXPLAIN_OPTIONS.has(option));
  return { format: format[1] === "json" ? "json" : "text", options: options ?? [] };
}

const METHODS = new Set<string>(["GET", "HEAD", "POST", "PATCH", "DELETE"]);

function parseTarget(subPath: string): Target {
  let path: string;
  try {
    path = decodeURIComponent(subPath);
  } catch {
    throw restError(
      400,
      "PGRST100",
      "failed to parse path",
      `invalid percent-encoding in "${subPath}"`,
    );
  }
  if (path === "") return { kind: "root" };
  const parts = path.split("/");
  if (parts.length === 1) return { kind: "relation", name: path };
  if (parts.length === 2 && parts[0] === "rpc" && parts[1] !== "")
    return { kind: "routine", name: parts[1]! };
  throw restError(404, "PGRST125", "Invalid path specified in request URL");
}

const ARRAY_MEDIA_TYPES = new Set([
  "application/vnd.pgrst.array+json",
  "application/vnd.pgrst.array",
]);
const OBJECT_MEDIA_TYPES = new Set([OBJECT_MEDIA_TYPE, "application/vnd.pgrst.object"]);

/**
 * The first acceptable media type of the Accept header. PostgREST's vendor types take a
 * `nulls=stripped` parameter, which leaves null object fields out of the JSON.
 */
function parseMedia(accept: string | undefined): {
  media: Media;
  stripNulls: boolean;
  explain?: ExplainOptions;
} {
  if (accept === undefined || accept.trim() === "") return { media: "json", stripNulls: false };
  const offered = accept.split(",").map((part) => {
    const [type, ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    return {
      type: type!,
      stripped: parameters.includes("nulls=stripped"),
      explain: parseExplain(type!, parameters),
    };
  });
  for (const { type, stripped, explain } of offered) {
    if (explain) return { media: "json", stripNulls: false, explain };
    if (type === "application/json" || type === "*/*" || type === "application/*") {
      return { media: "json", stripNulls: false };
    }
    if (ARRAY_MEDIA_TYPES.has(type)) return { media: "json", stripNulls: stripped };
    if (OBJECT_MEDIA_TYPES.has(type)) return { media: "object", stripNulls: stripped };
    if (type === "text/csv" || type === "text/*") return { media: "csv", stripNulls: false };
  }
  const types = offered.map((entry) => entry.type).join(", ");
  throw restError(406, "PGRST107", `None of these media types are available: ${types}`);
}

function parseSchema(
  req: IncomingMessage,
  method: Method,
  schemas: readonly string[],
): { schema: string; negotiated: boolean } {
  const reads = method === "GET" || method === "HEAD";
  const profile = headerValue(req, reads ? "accept-profile" : "content-profile");
  if (profile === undefined) return { schema: schemas[0]!, negotiated: schemas.length > 1 };
  if (!schemas.includes(profile)) {
    throw restError(
      406,
      "PGRST106",
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(", ")}`,
    );
  }
  return { schema: profile, negotiated: true };
}

function parseRangeHeader(header: string | undefined): Range | undefined {
  const match = header ? /^(?:items=)?\s*(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const offset = Number(match[1]);
  if (match[2] === "") return { offset };
  const end = Number(match[2]);
  if (end < offset) {
    throw restError(
      416,
      "PGRST103",
      "Requested range not satisfiable",
      "The lower boundary must be lower than or equal to the upper boundary in the Range header.",
    );
  }
  return { offset, limit: end - offset + 1 };
}

async function readPayload(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  // A form or text/plain body is what any web page can send without a preflight; PostgREST
  // refuses it rather than guessing, and so does this server.
  if (!hasJsonContentType(req)) {
    const type = headerValue(req, "content-type") ?? "none";
    throw restError(
      415,
      "PGRST107",
      `The Content-Type "${type}" is not supported`,
      null,
      "Send the body as JSON with Content-Type: application/json",
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw restError(400, "PGRST102", "Empty or invalid json");
  }
}

function lowerCaseHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined)
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return headers;
}

/** Reads the method, path, headers, query string and body of a request into one object. */
export async function parseRequest(
  req: IncomingMessage,
  url: URL,
  subPath: string,
  schemas: readonly string[],
): Promise<ApiRequest> {
  const method = req.method ?? "GET";
  if (!METHODS.has(method)) {
    await readBody(req);
    throw restError(405, "PGRST117", `Unsupported HTTP method: ${method}`);
  }
  const target = parseTarget(subPath);
  const verb = method as Method;
  if (target.kind === "routine" && verb !== "GET" && verb !== "HEAD" && verb !== "POST") {
    await readBody(req);
    throw restError(405, "PGRST101", "Only GET or POST requests are allowed for functions");
  }
  const { schema, negotiated } = parseSchema(req, verb, schemas);
  const rpcRead = target.kind === "routine" && verb !== "POST";
  const query = parseQuery(url.searchParams, { rpcRead });
  const prefer = parsePreferences(headerValue(req, "prefer"));
  const { media, stripNulls, explain } = parseMedia(headerValue(req, "accept"));
  const payload = verb === "POST" || verb === "PATCH" ? await readPayload(req) : undefined;
  if (payload === undefined) await readBody(req);
  return {
    method: verb,
    target,
    schema,
    profileNegotiated: negotiated,
    query,
    prefer,
    media,
    stripNulls,
    explain,
    headerRange:
      verb === "GET" || verb === "HEAD" ? parseRangeHeader(headerValue(req, "range")) : undefined,
    payload,
    settings: { method, path: url.pathname, headers: lowerCaseHeaders(req) },
  };
}
