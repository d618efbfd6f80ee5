/** What an auth endpoint answers; the router turns it into the HTTP response. */
export type AuthReply =
  | { kind: "json"; body: unknown; headers?: Record<string, string> }
  | { kind: "empty" }
  | { kind: "redirect"; location: string };

export function json(body: unknown, headers?: Record<string, string>): AuthReply {
  return { kind: "json", body, headers };
}

export const EMPTY: AuthReply = { kind: "empty" };

/** GoTrue answers its email links with 303 See Other. */
export function redirect(location: string): AuthReply {
  return { kind: "redirect", location };
}
