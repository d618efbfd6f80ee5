"use server";

import { revalidatePath, updateTag } from "next/cache";
import { SETTINGS_PATH } from "@/components/admin/shell/admin-rooms";
import { settingsText } from "@/content/admin-settings";
import { type ActionState, databaseAnswers } from "@/lib/action-state";
import { editorClient } from "@/lib/auth/editor-client";
import { SITE_TEXT_TAG } from "@/lib/site-text/tag";

const t = settingsText;

/** The database's refusals it words for editors: only admins, an address it does not accept. */
const answer = databaseAnswers(new Set(["42501", "22023"]), t.errors.failed);

const given = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** An admin sets the company's profiles; the database checks each address for its network. */
export async function setSocialLinks(_: ActionState, form: FormData): Promise<ActionState> {
  const supabase = await editorClient();
  if (!supabase) return { ok: false, message: t.errors.notPermitted };
  const { error } = await supabase.rpc("set_social_links", {
    linkedin: given(form, "linkedin"),
    twitter: given(form, "twitter"),
    facebook: given(form, "facebook"),
  });
  // The footer reads them through the site text's cache: they change now, as the toast says.
  if (!error) updateTag(SITE_TEXT_TAG);
  revalidatePath(SETTINGS_PATH);
  return answer(error, t.social.saved);
}

/** An admin sets the form where prospects start a project; the database checks the address. */
export async function setProjectRequestUrl(_: ActionState, form: FormData): Promise<ActionState> {
  const supabase = await editorClient();
  if (!supabase) return { ok: false, message: t.errors.notPermitted };
  const { error } = await supabase.rpc("set_project_request_url", { url: given(form, "url") });
  // The home page reads it through the site text's cache: it changes now, as the toast says.
  if (!error) updateTag(SITE_TEXT_TAG);
  revalidatePath(SETTINGS_PATH);
  return answer(error, t.projectRequest.saved);
}
