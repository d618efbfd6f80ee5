import "server-only";
import { cache } from "react";
import { companyValues, leaders, milestones } from "@/content/about";
import { offices } from "@/content/company";
import { departmentContacts, faqs, officeHours } from "@/content/contact";
import { serviceCards } from "@/content/home";
import { industries as defaultIndustries } from "@/content/industries";
import { services as defaultServices } from "@/content/services";
import type {
  DepartmentContact,
  Faq,
  Industry,
  LeadershipPerson,
  Milestone,
  Office,
  OfficeHours,
  Service,
  ServiceCard,
  Value,
} from "@/content/types";
import { createPublicClient } from "@/lib/supabase/public-client";
import { industryFromRow } from "./industries";
import {
  departmentContactFromRow,
  faqFromRow,
  leaderFromRow,
  milestoneFromRow,
  officeFromRow,
  officeHoursFromRow,
  serviceCardFromRow,
  valueFromRow,
} from "./page-items";
import { serviceFromRow } from "./services";

export interface Collections {
  services: readonly Service[];
  industries: readonly Industry[];
  leaders: readonly LeadershipPerson[];
  values: readonly Value[];
  milestones: readonly Milestone[];
  serviceCards: readonly ServiceCard[];
  faqs: readonly Faq[];
  officeHours: readonly OfficeHours[];
  departmentContacts: readonly DepartmentContact[];
  offices: readonly Office[];
}

const warned = new Set<string>();

type Answer<Row> = { data: Row[]; error: null } | { data: null; error: { message: string } };

/**
 * The rows as the site shows them, or, when the backend cannot answer for the collection, the
 * list the site ships with (content/), so a build with no database still has every page.
 */
function shown<Row, Item>(
  collection: string,
  answer: Answer<Row>,
  fromRow: (row: Row) => Item | null,
  defaults: readonly Item[],
): readonly Item[] {
  if (answer.error) {
    if (!warned.has(collection)) {
      warned.add(collection);
      console.warn(
        `${collection} unavailable, using the defaults (${answer.error.message || "no response"}).`,
      );
    }
    return defaults;
  }
  return answer.data.map(fromRow).filter((item): item is Item => item !== null);
}

/**
 * The site's collections as published, in the editors' order, read once per render through the
 * same tagged cache as the site text.
 */
export const loadCollections = cache(async (): Promise<Collections> => {
  const supabase = createPublicClient();
  const [
    serviceRows,
    industryRows,
    leaderRows,
    valueRows,
    milestoneRows,
    cardRows,
    faqRows,
    hourRows,
    departmentRows,
    officeRows,
  ] = await Promise.all([
    supabase.from("services").select().order("sort_order").order("id"),
    supabase.from("industries").select().order("sort_order").order("id"),
    supabase.from("leaders").select().order("sort_order").order("id"),
    supabase.from("company_values").select().order("sort_order").order("id"),
    supabase.from("milestones").select().order("sort_order").order("id"),
    supabase.from("home_service_cards").select().order("sort_order").order("id"),
    supabase.from("faqs").select().order("sort_order").order("id"),
    supabase.from("office_hours").select().order("sort_order").order("id"),
    supabase.from("department_contacts").select().order("sort_order").order("id"),
    supabase.from("offices").select().order("sort_order").order("id"),
  ]);
  return {
    services: shown("Services", serviceRows, serviceFromRow, defaultServices),
    industries: shown("Industries", industryRows, industryFromRow, defaultIndustries),
    leaders: shown("Leaders", leaderRows, leaderFromRow, leaders),
    values: shown("Values", valueRows, valueFromRow, companyValues),
    milestones: shown("Milestones", milestoneRows, milestoneFromRow, milestones),
    serviceCards: shown("Service cards", cardRows, serviceCardFromRow, serviceCards),
    faqs: shown("FAQs", faqRows, faqFromRow, faqs),
    officeHours: shown("Office hours", hourRows, officeHoursFromRow, officeHours),
    departmentContacts: shown(
      "Department contacts",
      departmentRows,
      departmentContactFromRow,
      departmentContacts,
    ),
    offices: shown("Offices", officeRows, officeFromRow, offices),
  };
});
