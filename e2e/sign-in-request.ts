import type { APIRequestContext } from "@playwright/test";

/**
 * Builds sign-in requests shaped as the browser sends them to the server action: the action's
 * id in the Next-Action header, the form's fields under React's "_1_" prefix, and the arguments
 * (previous state, then that form) in field "0".
 */
export async function signInAction(request: APIRequestContext) {
  const html = await (await request.get("/login")).text();
  const reference = /name="\$ACTION_1:0" value="([^"]+)"/.exec(html)?.[1];
  if (!reference) throw new Error("no sign-in action on /login");
  const { id } = JSON.parse(reference.replaceAll("&quot;", '"')) as { id: string };
  return {
    id,
    /**
     * One attempt's multipart body; `extra` adds fields (padding, for instance). A FormData, not
     * an object: "0" must come last, as React reads the form's fields once "0" arrives, and an
     * object would list that integer-like key first.
     */
    form(email: string, password: string, extra: Record<string, string> = {}): FormData {
      const form = new FormData();
      const fields = { _1_next: "/admin", _1_email: email, _1_password: password, ...extra };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append("0", JSON.stringify([{ error: null, email: "" }, "$K1"]));
      return form;
    },
  };
}
