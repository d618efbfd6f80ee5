/** The local backend's seeded editor. */
export const BENCH_EDITOR = { email: "editor@example.com", password: "local-editor-password" };

/** The seeded editor's access token, signed in with a password through the Auth API. */
export async function editorToken(backend: string, anonKey: string): Promise<string> {
  const response = await fetch(`${backend}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: anonKey, "Content-Type": "application/json" },
    body: JSON.stringify(BENCH_EDITOR),
  });
  const body = (await response.json()) as { access_token?: string; msg?: string };
  if (!body.access_token) throw new Error(`sign-in failed: ${body.msg ?? response.status}`);
  return body.access_token;
}
