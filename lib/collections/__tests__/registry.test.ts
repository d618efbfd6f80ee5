/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Tables } from "@/lib/supabase/database.types";
import {
  canStage,
  COLLECTION_NAMES,
  type CollectionName,
  collectionFromSegment,
  definitionOf,
  isCollectionName,
  type Registry,
} from "../registry";
import { SITE_LIST_NAMES, siteListOf } from "../site-lists";
import { collectionSpecs } from "../specs";

const ROOT = path.resolve(__dirname, "../../..");

/** The generated types' tables and their Row columns, read from the file as text. */
function generatedTables(): Map<string, Set<string>> {
  const source = readFileSync(path.join(ROOT, "lib/supabase/database.types.ts"), "utf8");
  const tables = source.slice(source.indexOf("    Tables: {"), source.indexOf("    Views: {"));
  const found = new Map<string, Set<string>>();
  for (const [, table, row] of tables.matchAll(/^ {6}(\w+): \{\n {8}Row: \{\n([^}]*)\}/gm)) {
    found.set(table!, new Set([...row!.matchAll(/^ {10}(\w+)\??:/gm)].map((match) => match[1]!)));
  }
  return found;
}

/** Every name a definition gives that must be a column of its table. */
function namedColumns(name: CollectionName): string[] {
  const definition = definitionOf(name);
  return [
    definition.nameField,
    ...definition.fields.flatMap((field) => [
      field.name,
      ...(field.kind === "slug" ? [field.from] : []),
      ...(field.kind === "image" && field.standInAlt ? [field.standInAlt] : []),
      ...(field.kind === "pattern" && field.differsFrom ? [field.differsFrom] : []),
    ]),
  ];
}

// At the type level: a field name no Row of its table has is named here (and fails to compile).
type FieldNames<Name extends CollectionName> = Registry[Name]["fields"][number]["name"];
type NotColumns = {
  [Name in CollectionName]: Exclude<FieldNames<Name>, keyof Tables<Name>>;
}[CollectionName];
const everyFieldIsAColumn: [NotColumns] extends [never] ? true : NotColumns = true;

describe("the collection registry", () => {
  it("lists the collections /admin has always listed, in the same order, after the posts and pages", () => {
    expect(COLLECTION_NAMES).toEqual([
      "posts",
      "pages",
      "services",
      "industries",
      "home_service_cards",
      "company_values",
      "leaders",
      "milestones",
      "faqs",
      "office_hours",
      "department_contacts",
      "offices",
      "page_share_images",
      "redirects",
    ]);
  });

  it("registers each definition under its own table's name, one file each", () => {
    for (const name of COLLECTION_NAMES) expect(definitionOf(name).table).toBe(name);
    const files = readdirSync(path.join(ROOT, "lib/collections/registry"));
    expect(files.sort()).toEqual(
      COLLECTION_NAMES.map((name) => `${name.replaceAll("_", "-")}.ts`).sort(),
    );
  });

  it("has a table in the generated types for every collection", () => {
    const tables = generatedTables();
    expect(tables.size).toBeGreaterThan(COLLECTION_NAMES.length);
    for (const name of COLLECTION_NAMES) expect(tables.has(name)).toBe(true);
  });

  it("names only columns of each collection's table", () => {
    expect(everyFieldIsAColumn).toBe(true);
    const tables = generatedTables();
    for (const name of COLLECTION_NAMES) {
      const columns = tables.get(name)!;
      for (const column of namedColumns(name)) {
        expect(`${name}.${column}: ${columns.has(column)}`).toBe(`${name}.${column}: true`);
      }
    }
  });

  it("has words for every collection and every field, and none for a field it lacks", () => {
    for (const name of COLLECTION_NAMES) {
      const { words, fields, overview } = definitionOf(name);
      for (const text of [words.item, words.items, words.title]) expect(text).not.toBe("");
      for (const field of fields) {
        expect(`${name}.${field.name}: ${words.fields[field.name]?.label ?? ""}`).not.toMatch(
          /: $/,
        );
        if (field.kind === "pattern") expect(field.invalid).not.toBe("");
      }
      expect(Object.keys(words.fields).sort()).toEqual(fields.map((field) => field.name).sort());
      if (overview) expect(overview.label).not.toBe("");
    }
  });

  it("shows each field in the form with its words", () => {
    for (const name of COLLECTION_NAMES) {
      const { words, fields } = definitionOf(name);
      const spec = collectionSpecs[name];
      expect(spec).toMatchObject({
        name,
        item: words.item,
        items: words.items,
        title: words.title,
      });
      expect(spec.fields.map((field) => [field.name, field.kind, field.label])).toEqual(
        fields.map((field) => [field.name, field.kind, words.fields[field.name]!.label]),
      );
    }
    expect(collectionSpecs.leaders.note).toBe(definitionOf("leaders").words.note);
    expect(collectionSpecs.services.overview).toEqual({
      path: "/services",
      label: "the services overview",
    });
  });

  it("lists an item by its name field", () => {
    const values = { question: "Do you sign NDAs?", answer: "Yes." };
    expect(collectionSpecs.faqs.listed("id", values)).toEqual({
      id: "id",
      name: "Do you sign NDAs?",
      detail: "Yes.",
      detailIsAddress: false,
      href: "/contact#faq-title",
    });
    const office = { name: "Hyderabad", city: "Hyderabad", country: "India" };
    expect(collectionSpecs.offices.listed("id", office).detail).toBe("Hyderabad, India");
    const redirect = { source_path: "/services/old", target_path: "/services/new" };
    expect(collectionSpecs.redirects.listed("id", redirect)).toMatchObject({
      name: "/services/old",
      detail: "Goes to /services/new",
      href: "/services/old",
    });
  });

  it("knows only its own collections' names, and stages every list but redirects", () => {
    expect(isCollectionName("faqs")).toBe(true);
    for (const other of ["constructor", "toString", "website_content", "FAQS"]) {
      expect(isCollectionName(other)).toBe(false);
    }
    expect(COLLECTION_NAMES.filter((name) => !canStage(name))).toEqual(["redirects"]);
    expect(collectionFromSegment("constructor")).toBeNull();
  });

  it("shows the ten lists in Collections under their keys, with their shipped defaults", async () => {
    expect(SITE_LIST_NAMES.map((name) => siteListOf(name).key)).toEqual([
      "services",
      "industries",
      "serviceCards",
      "values",
      "leaders",
      "milestones",
      "faqs",
      "officeHours",
      "departmentContacts",
      "offices",
    ]);
    for (const name of SITE_LIST_NAMES) {
      expect((await siteListOf(name).defaults()).length).toBeGreaterThan(0);
    }
  });
});
