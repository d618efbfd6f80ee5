import "server-only";
import { cache } from "react";
import { createPublicClient } from "@/lib/supabase/public-client";

/** What the contact form does: the specification's coming-soon notice, or send messages. */
export type ContactFormMode = "coming_soon" | "accepting";

/**
 * The public site's settings an admin chooses, read through the same tagged cache as the site
 * text (a change revalidates the pages). Unreadable, the form keeps the specified notice.
 */
export const loadSiteSettings = cache(async (): Promise<{ contactForm: ContactFormMode }> => {
  const { data } = await createPublicClient()
    .from("site_settings")
    .select("contact_form")
    .maybeSingle();
  return { contactForm: data?.contact_form === "accepting" ? "accepting" : "coming_soon" };
});
