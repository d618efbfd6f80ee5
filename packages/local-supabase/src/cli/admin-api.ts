import { SERVICE_ROLE_KEY } from "../config";

/** Calls to Auth's admin API of the server on the port; a call throws when none answers there. */
export function adminApi(port: number) {
  const headers = {
    apikey: SERVICE_ROLE_KEY,
    Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
    "Content-Type": "application/json",
  };
  return async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`http://127.0.0.1:${port}/auth/v1/admin/${route}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    return { status: response.status, json };
  };
}

/** The server's own words for a refused call. */
export function failure(status: number, json: Record<string, unknown>): Error {
  return new Error(String(json.msg ?? json.message ?? `server answered ${status}`));
}
