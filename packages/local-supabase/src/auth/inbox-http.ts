import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody, sendJson } from "../http";
import type { Inbox } from "./inbox";

/** True when the request names this machine, so a DNS-rebound site cannot read the inbox. */
function addressedLocally(req: IncomingMessage): boolean {
  const host = (req.headers.host ?? "").toLowerCase().replace(/:\d+$/, "");
  return ["localhost", "127.0.0.1", "[::1]"].includes(host) || host.endsWith(".localhost");
}

/**
 * The local mail catcher's HTTP face, like the CLI's Inbucket/Mailpit: `GET /inbox` lists every
 * message newest first, `GET /inbox/<address>` those to one address, and `DELETE` on either
 * empties it. Its links sign people in, so it answers no other origin: the server sends it no
 * CORS headers, and it serves only requests addressed to localhost.
 */
export async function handleInbox(
  inbox: Inbox,
  req: IncomingMessage,
  res: ServerResponse,
  address: string,
): Promise<void> {
  await readBody(req);
  if (!addressedLocally(req)) {
    sendJson(res, 403, { message: "The inbox answers only requests addressed to localhost" });
    return;
  }
  let recipient: string | undefined;
  try {
    recipient = address === "" ? undefined : decodeURIComponent(address);
  } catch {
    sendJson(res, 400, { message: "Malformed address" });
    return;
  }
  if (req.method === "GET") {
    sendJson(res, 200, await inbox.list(recipient));
    return;
  }
  if (req.method === "DELETE") {
    sendJson(res, 200, { deleted: await inbox.clear(recipient) });
    return;
  }
  res.setHeader("Allow", "GET, DELETE");
  sendJson(res, 405, { message: "The inbox accepts GET and DELETE" });
}
