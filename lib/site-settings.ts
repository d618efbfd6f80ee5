import "server-only";
import { cache } from "react";
import { createPublicClient } from "@/lib/supabase/public-client";

/** What the contact form does: the specification's coming-soon notice, or send messages. */
export type ContactFormMode = "coming_soon" | "accepting";

/** The networks the footer has a button for. */
export type SocialNetwork = "linkedin" | "twitter" | "facebook";

export interface SiteSettings {
  contactForm: ContactFormMode;
  /** The company's profile on each network an admin has set. */
  social: Partial<Record<SocialNetwork, string>>;
}

/**
 * The public site's settings an admin chooses, read through the same tagged cache as the site
 * text (a change revalidates the pages). Unreadable, the site keeps the specified notices.
 */
export const loadSiteSettings = cache(async (): Promise<SiteSettings> => {
  const { data } = await createPublicClient()
    .from("site_settings")
    .select("contact_form, linkedin_url, twitter_url, facebook_url")
    .maybeSingle();
  const social: SiteSettings["social"] = {};
  if (data?.linkedin_url) social.linkedin = data.linkedin_url;
  if (data?.twitter_url) social.twitter = data.twitter_url;
  if (data?.facebook_url) social.facebook = data.facebook_url;
  return { contactForm: data?.contact_form === "accepting" ? "accepting" : "coming_soon", social };
});
