import "server-only";
import { cache } from "react";
import { companyValues, leaders, milestones } from "@/content/about";
import { offices } from "@/content/company";
import { departmentContacts, faqs, officeHours } from "@/content/contact";
import { serviceCards } from "@/content/home";
import { industries as defaultIndustries } from "@/content/industries";
import { services as defaultServices } from "@/lib/services/catalogue";
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
  SiteImage,
  Value,
} from "@/content/types";
import { SITE_IMAGE_COLUMNS, type SiteImages, siteImages } from "@/lib/media/site-images";
import { collectionSpecs } from "@/content/admin-collections";
import { isPreviewing } from "@/lib/preview-mode";
import { isMarkingTexts } from "@/lib/visual-editing/marking";
import { itemRef, markText } from "@/lib/visual-editing/marks";
import { createPublicClient } from "@/lib/supabase/public-client";
import { createClient } from "@/lib/supabase/server";
import { allRows, type PageAnswer } from "@/lib/supabase/all-rows";
import type { CollectionName } from "./fields";
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
import { type ItemDraft, withStagedItems } from "./staged";

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
  /** The share images editors chose for pages that are not items, by path. */
  shareImages: ReadonlyMap<string, SiteImage>;
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

type Reader = ReturnType<typeof createPublicClient> | Awaited<ReturnType<typeof createClient>>;

const exact = { count: "exact" } as const;

/**
 * Every row of a collection in the editors' order, however many: the API answers at most
 * `max_rows` per read without saying it cut the rest.
 */
function every<Row>(
  query: () => {
    order(column: "sort_order" | "id"): {
      order(column: "id"): { range(from: number, to: number): PromiseLike<PageAnswer<Row>> };
    };
  },
) {
  return allRows((from, to) => query().order("sort_order").order("id").range(from, to));
}

/**
 * A row whose words carry their edit marks, for "Edit on the page": each field an editor types
 * words into (not names of things the site looks up, like a slug or a choice).
 */
function markedRow<Row extends { id: string }>(collection: CollectionName, row: Row): Row {
  const marked: Record<string, unknown> = { ...row };
  const fields = collectionSpecs[collection].fields;
  for (const field of fields) {
    const value = marked[field.name];
    if ((field.kind === "text" || field.kind === "long-text") && typeof value === "string") {
      marked[field.name] = markText(value, itemRef(collection, row.id, field.name));
    }
  }
  // A stand-in picture's description also names the image field that would replace it.
  for (const field of fields) {
    if (field.kind !== "image" || !field.standInAlt || marked[field.name]) continue;
    const alt = marked[field.standInAlt];
    if (typeof alt === "string") {
      marked[field.standInAlt] = markText(alt, itemRef(collection, row.id, field.name));
    }
  }
  return marked as Row;
}

/**
 * The library's images a marked row chooses, each alt naming the field that chose it: only
 * those, since the row's page item looks up no others.
 */
function markedImages<Row extends { id: string }>(
  images: SiteImages,
  collection: CollectionName,
  row: Row,
): SiteImages {
  const values: Record<string, unknown> = row;
  const marked = new Map<string, SiteImage>();
  for (const field of collectionSpecs[collection].fields) {
    const id = values[field.name];
    if (field.kind !== "image" || typeof id !== "string") continue;
    const image = marked.get(id) ?? images.get(id);
    const ref = itemRef(collection, row.id, field.name);
    if (image) marked.set(id, { ...image, alt: markText(image.alt, ref) });
  }
  return marked;
}

/**
 * The staged items, read as the signed-in editor: RLS shows them to editors only, so anyone else
 * previewing sees what is published. Null when they cannot be read.
 */
async function readStagedItems(supabase: Reader): Promise<ItemDraft[] | null> {
  const { data, error } = await supabase.from("collection_drafts").select();
  return error ? null : data;
}

/**
 * Every collection as `supabase` reads it, with `staged` laid over, and the shipped list for any
 * the backend cannot answer; `complete` says whether every read succeeded.
 */
async function readCollections(
  supabase: Reader,
  staged: readonly ItemDraft[],
  marking = false,
): Promise<{ collections: Collections; complete: boolean }> {
  // The published rows whose words carry marks: their images' alts carry marks too.
  const markedIds = new Set<string>();
  const over =
    (collection: CollectionName) =>
    <Row extends { id: string }>(answer: Answer<Row>): Answer<Row> => {
      if (answer.error) return answer;
      const rows = withStagedItems(answer.data, staged, collection);
      if (!marking) return { data: rows, error: null };
      // An item staged to be added is edited in its form: it has no published version yet.
      const published = new Set(answer.data.map((row) => row.id));
      return {
        data: rows.map((row) => {
          if (!published.has(row.id)) return row;
          markedIds.add(row.id);
          return markedRow(collection, row);
        }),
        error: null,
      };
    };
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
    shareRows,
    mediaRows,
  ] = await Promise.all([
    every(() => supabase.from("services").select("*", exact)).then(over("services")),
    every(() => supabase.from("industries").select("*", exact)).then(over("industries")),
    every(() => supabase.from("leaders").select("*", exact)).then(over("leaders")),
    every(() => supabase.from("company_values").select("*", exact)).then(over("company_values")),
    every(() => supabase.from("milestones").select("*", exact)).then(over("milestones")),
    every(() => supabase.from("home_service_cards").select("*", exact)).then(
      over("home_service_cards"),
    ),
    every(() => supabase.from("faqs").select("*", exact)).then(over("faqs")),
    every(() => supabase.from("office_hours").select("*", exact)).then(over("office_hours")),
    every(() => supabase.from("department_contacts").select("*", exact)).then(
      over("department_contacts"),
    ),
    every(() => supabase.from("offices").select("*", exact)).then(over("offices")),
    allRows((from, to) =>
      supabase.from("page_share_images").select("*", exact).order("path").range(from, to),
    ).then(over("page_share_images")),
    allRows((from, to) =>
      supabase.from("media").select(SITE_IMAGE_COLUMNS, exact).order("id").range(from, to),
    ),
  ]);
  const answers = [
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
    shareRows,
  ];
  const complete = answers.every((answer) => !answer.error);
  // Without the library the pages show their drawings and generated share cards.
  const images: SiteImages = siteImages(mediaRows.data ?? []);
  const imagesFor = <Row extends { id: string }>(collection: CollectionName, row: Row) =>
    markedIds.has(row.id) ? markedImages(images, collection, row) : images;
  const collections: Collections = {
    services: shown(
      "Services",
      serviceRows,
      (row) => serviceFromRow(row, imagesFor("services", row)),
      defaultServices,
    ),
    industries: shown(
      "Industries",
      industryRows,
      (row) => industryFromRow(row, imagesFor("industries", row)),
      defaultIndustries,
    ),
    leaders: shown(
      "Leaders",
      leaderRows,
      (row) => leaderFromRow(row, imagesFor("leaders", row)),
      leaders,
    ),
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
    shareImages: new Map(
      (shareRows.data ?? []).flatMap((row) => {
        const image = images.get(row.image_id);
        return image ? [[row.path, image] as const] : [];
      }),
    ),
  };
  return { collections, complete };
}

/**
 * The site's collections as published, in the editors' order, read once per render through the
 * same tagged cache as the site text. In preview, read fresh as the editor, with the staged
 * items laid over.
 */
export const loadCollections = cache(async (): Promise<Collections> => {
  if (await isPreviewing()) {
    const editor = await createClient();
    const staged = await readStagedItems(editor);
    const previewed = staged && (await readCollections(editor, staged, await isMarkingTexts()));
    // A failed read in preview (an editor's session gone stale) previews the published site
    // rather than the shipped lists.
    if (previewed?.complete) return previewed.collections;
  }
  return (await readCollections(createPublicClient(), [])).collections;
});
