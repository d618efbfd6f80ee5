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
  /** The form where prospects start a project, once an admin has set the company's own. */
  projectRequestUrl: string | null;
}

/**
 * The public site's settings an admin chooses, read through the same tagged cache as the site
 * text (a change revalidates the pages). Unreadable, the site keeps the specified notices.
 */
export const loadSiteSettings = cache(async (): Promise<SiteSettings> => {
  const { data } = await createPublicClient()
    .from("site_settings")
    .select("contact_form, linkedin_url, twitter_url, facebook_url, project_request_url")
    .maybeSingle();
  return {
    contactForm: data?.contact_form === "accepting" ? "accepting" : "coming_soon",
    social: socialLinksOf(data),
    projectRequestUrl: data?.project_request_url || null,
  };
});

/** The profiles a settings row has set, by network; none for no row. */
export function socialLinksOf(
  row: {
    linkedin_url: string | null;
    twitter_url: string | null;
    facebook_url: string | null;
  } | null,
): SiteSettings["social"] {
  const social: SiteSettings["social"] = {};
  if (row?.linkedin_url) social.linkedin = row.linkedin_url;
  if (row?.twitter_url) social.twitter = row.twitter_url;
  if (row?.facebook_url) social.facebook = row.facebook_url;
  return social;
}
