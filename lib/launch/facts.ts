import type { Json } from "@/lib/supabase/database.types";

/** A record of a collection, by its id and the name its list shows. */
interface Named {
  id: string;
  name: string;
}

export interface OfficeFacts extends Named {
  email: string;
  phone: string;
}

export interface ContactFacts extends Named {
  email: string;
}

export interface LeaderFacts extends Named {
  portrait: boolean;
}

/** A service or an industry: its page's slug and which of its pictures are chosen. */
export interface PicturedFacts extends Named {
  slug: string;
  picture: boolean;
  shareImage: boolean;
}

/** A footer policy button: its address, its label, and whether a page stands behind it. */
export interface PolicyFacts {
  path: string;
  label: string;
  built: boolean;
}

export interface SettingsFacts {
  contactForm: "coming_soon" | "accepting";
  projectRequestUrl: string | null;
  social: { linkedin: boolean; twitter: boolean; facebook: boolean };
}

/** What the readiness checks decide from: the site as visitors see it now. */
export interface LaunchFacts {
  offices: readonly OfficeFacts[];
  departmentContacts: readonly ContactFacts[];
  leaders: readonly LeaderFacts[];
  services: readonly PicturedFacts[];
  industries: readonly PicturedFacts[];
  policyPages: readonly PolicyFacts[];
  settings: SettingsFacts;
  caseStudies: number;
  /**
   * Indexed pages whose search description is missing, or the same as another page's. Read
   * only by the room itself (it needs every page), so the navigation's count leaves it out.
   */
  searchDescriptions?: { missing: number; duplicated: number };
}

type JsonObject = { [key: string]: Json | undefined };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const objects = (value: Json | undefined): JsonObject[] =>
  Array.isArray(value) ? value.filter(isObject) : [];

const text = (value: Json | undefined) => (typeof value === "string" ? value : "");

const named = (row: JsonObject): Named => ({ id: text(row.id), name: text(row.name) });

const pictured = (row: JsonObject): PicturedFacts => ({
  ...named(row),
  slug: text(row.slug),
  picture: row.picture === true,
  shareImage: row.share_image === true,
});

/**
 * The facts from what public.launch_readiness() answers. `policyLabels` are the footer's policy
 * buttons' words, in the order of the addresses asked about.
 */
export function launchFactsFrom(answer: Json, policyLabels: readonly string[]): LaunchFacts {
  const root = isObject(answer) ? answer : {};
  const settings = isObject(root.settings) ? root.settings : {};
  return {
    offices: objects(root.offices).map((row) => ({
      ...named(row),
      email: text(row.email),
      phone: text(row.phone),
    })),
    departmentContacts: objects(root.department_contacts).map((row) => ({
      ...named(row),
      email: text(row.email),
    })),
    leaders: objects(root.leaders).map((row) => ({
      ...named(row),
      portrait: row.portrait === true,
    })),
    services: objects(root.services).map(pictured),
    industries: objects(root.industries).map(pictured),
    policyPages: objects(root.policy_pages).map((row, i) => ({
      path: text(row.path),
      label: policyLabels[i] ?? text(row.path),
      built: row.built === true,
    })),
    settings: {
      contactForm: settings.contact_form === "accepting" ? "accepting" : "coming_soon",
      projectRequestUrl: text(settings.project_request_url) || null,
      social: {
        linkedin: Boolean(text(settings.linkedin_url)),
        twitter: Boolean(text(settings.twitter_url)),
        facebook: Boolean(text(settings.facebook_url)),
      },
    },
    caseStudies: typeof root.case_studies === "number" ? root.case_studies : 0,
  };
}
