import type { Page } from "@playwright/test";
import { createEditor, signIn } from "./editor";

/** A collection's rows in /admin (not the toasts' or the removed items' list items). */
export const listRows = (page: Page, list: string) =>
  page.getByRole("list", { name: list, exact: true }).getByRole("listitem");

/** The listed items' names, in order. */
export const listNames = (page: Page, list: string) =>
  listRows(page, list).evaluateAll((items) =>
    items.map((item) => item.querySelector("a")?.textContent ?? ""),
  );

/** Signs a new editor of its own into `page`. */
export async function signInNewEditor(page: Page) {
  await signIn(page, await createEditor(page.request));
}
