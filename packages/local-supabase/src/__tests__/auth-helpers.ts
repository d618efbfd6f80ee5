import { randomUUID } from "node:crypto";
import { ANON_KEY } from "../config";

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  action_link: string;
  email_data: { token: string; token_hash: string; redirect_to: string; email_action_type: string };
}

/** A fresh address per test, so tests never meet each other's users or mail. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export async function inbox(baseUrl: string, address?: string): Promise<Mail[]> {
  const response = await fetch(
    `${baseUrl}/inbox${address ? `/${encodeURIComponent(address)}` : ""}`,
  );
  if (response.status !== 200) throw new Error(`inbox answered ${response.status}`);
  return (await response.json()) as Mail[];
}

/** The newest message to `address`, failing the test when there is none. */
export async function latestMail(baseUrl: string, address: string): Promise<Mail> {
  const [mail] = await inbox(baseUrl, address);
  if (!mail) throw new Error(`no mail for ${address}`);
  return mail;
}

/** Follows an emailed link the way a browser's first hop does, returning where it leads. */
export async function follow(link: string): Promise<{ status: number; location: URL }> {
  const response = await fetch(link, { redirect: "manual" });
  const location = response.headers.get("location");
  if (!location) throw new Error(`no redirect from ${link}: ${response.status}`);
  return { status: response.status, location: new URL(location) };
}

export function fragmentOf(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.slice(1));
}

/** A raw GoTrue call, for what auth-js does not expose (status, headers, exact bodies). */
export function authFetch(
  baseUrl: string,
  path: string,
  init: { method?: string; body?: unknown; key?: string; token?: string } = {},
): Promise<Response> {
  return fetch(`${baseUrl}/auth/v1/${path}`, {
    method: init.method ?? "POST",
    headers: {
      apikey: init.key ?? ANON_KEY,
      Authorization: `Bearer ${init.token ?? init.key ?? ANON_KEY}`,
      "Content-Type": "application/json",
      "X-Supabase-Api-Version": "2024-01-01",
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;
}
