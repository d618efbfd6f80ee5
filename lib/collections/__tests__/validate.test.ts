import { collectionsText } from "@/content/admin-collections";
import { collectionSpecs } from "@/lib/collections/specs";
import { industries } from "@/content/industries";
import { services } from "@/lib/services/catalogue";
import type { IconCardValue, ItemValues } from "@/lib/collections/item-values";
import {
  blankValues,
  columnsFromValues,
  type StoredRow,
  valuesFromRow,
} from "@/lib/collections/item-rows";
import { normaliseItem, validateItem } from "@/lib/collections/validate";

const spec = collectionSpecs.services;
const messages = collectionsText.errors;
const template = services[0]!;

function serviceValues(overrides: ItemValues = {}): ItemValues {
  return {
    name: "Chiplet Integration",
    slug: "chiplet-integration",
    practice: template.group,
    subcategory: template.subcategory,
    department_id: "chiplet-integration",
    title: "Chiplet Integration Services",
    subtitle: "Dies from different nodes, one working package.",
    overview: "Die-to-die interfaces, package planning and the tests that prove them.",
    key_benefits: template.benefits.map((benefit) => ({ ...benefit })),
    offerings: ["UCIe interface design"],
    meta_description: "Chiplet integration: interfaces, planning and test.",
    ...overrides,
  };
}

const check = (values: ItemValues, others: ItemValues[] = []) =>
  validateItem(spec, normaliseItem(spec, values), others, messages);

describe("validateItem", () => {
  it("accepts a complete service", () => {
    expect(check(serviceValues())).toEqual({});
  });

  it("names every missing field of a blank item, lists included", () => {
    const errors = check(blankValues(spec));
    // Every field but the images and the search title, which may be left empty (the page has
    // a default).
    expect(Object.keys(errors)).toEqual(
      spec.fields
        .filter((field) => field.kind !== "image" && field.name !== "meta_title")
        .map((field) => field.name),
    );
    expect(errors.name).toBe(messages.required("Name"));
    expect(errors.key_benefits).toBe(messages.count("Key benefits", 3, 3));
    expect(errors.offerings).toBe(messages.count("What we offer", 1, 12));
  });

  it("refuses texts only of spaces and texts over their limit", () => {
    const errors = check(serviceValues({ title: "   ", meta_description: "x".repeat(161) }));
    expect(errors).toEqual({
      title: messages.required("Page title"),
      meta_description: messages.tooLong("Search description", 160),
    });
  });

  it.each(["Chiplet Integration", "r&d", "double--hyphen", "-leading", "x".repeat(101)])(
    "refuses the slug %j",
    (slug) => {
      expect(check(serviceValues({ slug })).slug).toBe(messages.slug);
    },
  );

  it("refuses a slug or department id another service has", () => {
    const other = serviceValues({ slug: "taken", department_id: "also-taken" });
    const errors = check(serviceValues({ slug: "taken", department_id: "also-taken" }), [other]);
    expect(errors).toEqual({
      slug: messages.taken("Slug", "service"),
      department_id: messages.taken("Department id", "service"),
    });
  });

  it("refuses the slug of the folder that holds the subcategory pages", () => {
    expect(check(serviceValues({ slug: "areas" }), []).slug).toBe(messages.reserved("areas"));
    expect(check(serviceValues({ slug: "areas-of-test" }), []).slug).toBeUndefined();
  });

  it("allows only a subcategory of the chosen practice", () => {
    const elsewhere = services.find((service) => service.group !== template.group)!;
    expect(check(serviceValues({ subcategory: elsewhere.subcategory })).subcategory).toBe(
      messages.choose("Subcategory"),
    );
    expect(check(serviceValues({ practice: "hardware" })).practice).toBe(
      messages.choose("Practice"),
    );
  });

  it("says which card or line is incomplete", () => {
    const benefits: IconCardValue[] = template.benefits.map((benefit) => ({ ...benefit }));
    benefits[1] = { ...benefits[1]!, icon: "" };
    expect(check(serviceValues({ key_benefits: benefits })).key_benefits).toBe(messages.card(2));
    const unknownIcon = benefits.map((benefit) => ({ ...benefit, icon: "not-an-icon" as "" }));
    expect(check(serviceValues({ key_benefits: unknownIcon })).key_benefits).toBe(messages.card(1));
    expect(check(serviceValues({ offerings: ["ok", "y".repeat(301)] })).offerings).toBe(
      messages.line(2),
    );
  });
});

describe("normaliseItem", () => {
  it("trims texts and leaves out blank lines and untouched blank cards", () => {
    const values = normaliseItem(
      spec,
      serviceValues({
        name: "  Chiplet Integration ",
        offerings: ["  one ", "", "   "],
        key_benefits: [...template.benefits, { icon: "", title: " ", description: "" }],
      }),
    );
    expect(values.name).toBe("Chiplet Integration");
    expect(values.offerings).toEqual(["one"]);
    expect(values.key_benefits).toHaveLength(3);
  });
});

describe("image fields", () => {
  const field = (values: Record<string, string>) =>
    validateItem(collectionSpecs.leaders, values, [], messages).portrait_id;

  it("take no image or a library image's id, and nothing else", () => {
    expect(field({ portrait_id: "" })).toBeUndefined();
    expect(field({ portrait_id: "5d0c5e8e-6f3a-4c1e-9a7b-2f1d0e9c8b7a" })).toBeUndefined();
    expect(field({ portrait_id: "/leadership/meera.svg" })).toBe(messages.choose("Photo"));
  });

  it("are stored as the image's id, or null for none", () => {
    const values = { ...blankValues(collectionSpecs.leaders), portrait_id: "" };
    expect(columnsFromValues(collectionSpecs.leaders, values).portrait_id).toBeNull();
  });
});

describe("rows and values", () => {
  it("round-trips every stored industry field", () => {
    const industrySpec = collectionSpecs.industries;
    const industry = industries[0]!;
    const row: StoredRow = {
      id: "0b7ad0d2-5f0e-4b55-9c59-0a4d4a3c4f11",
      updated_at: "2026-11-25T00:00:00Z",
      sort_order: 0,
      slug: industry.slug,
      name: industry.name,
      icon: industry.icon,
      description: industry.description,
      title: industry.title,
      subtitle: industry.subtitle,
      intro_heading: industry.intro.heading,
      intro_description: industry.intro.description,
      offerings: industry.offerings.map((offering) => ({ ...offering })),
      meta_description: industry.metaDescription,
      meta_title: null,
      image_id: "5d0c5e8e-6f3a-4c1e-9a7b-2f1d0e9c8b7a",
      share_image_id: null,
    };
    const values = valuesFromRow(industrySpec, row);
    expect(validateItem(industrySpec, normaliseItem(industrySpec, values), [], messages)).toEqual(
      {},
    );
    const columns = Object.fromEntries(
      Object.entries(row).filter(
        ([column]) => !["id", "updated_at", "sort_order"].includes(column),
      ),
    );
    expect(columnsFromValues(industrySpec, values)).toEqual(columns);
  });
});

describe("redirects", () => {
  const redirects = collectionSpecs.redirects;
  const checkRedirect = (source_path: string, target_path: string, others: ItemValues[] = []) =>
    validateItem(redirects, { source_path, target_path }, others, messages);

  it("accepts an item address sent to any path on the site", () => {
    expect(checkRedirect("/services/old-name", "/services/new-name?from=old#top")).toEqual({});
    expect(checkRedirect("/industries/retail", "/industries")).toEqual({});
  });

  it.each([
    ["a page the code serves", "/about", "/services"],
    ["another host", "/services/a", "https://example.com/"],
    ["a protocol-relative address", "/services/a", "//example.com"],
    ["a relative path", "/services/a", "services/b"],
  ])("refuses %s", (_case, source, target) => {
    expect(Object.keys(checkRedirect(source, target))).toHaveLength(1);
  });

  it("refuses a redirect to itself and a second one from the same address", () => {
    expect(checkRedirect("/services/a", "/services/a").target_path).toBe(messages.samePath);
    expect(
      checkRedirect("/services/a", "/services/b", [
        { source_path: "/services/a", target_path: "/services/c" },
      ]).source_path,
    ).toBe(messages.taken("Old address", "redirect"));
  });
});

describe("the lists inside pages", () => {
  const milestones = collectionSpecs.milestones;
  const checkMilestone = (year: string) =>
    validateItem(
      milestones,
      normaliseItem(milestones, { year, title: "Second office", description: "Pune opens." }),
      [],
      messages,
    );

  it("takes a year as four digits within the table's range and stores it as a number", () => {
    expect(checkMilestone("2026")).toEqual({});
    expect(checkMilestone(" 2026 ")).toEqual({});
    for (const year of ["26", "20266", "2O26", "1899", "2201", "2026.5", "-2026"]) {
      expect(checkMilestone(year).year).toBe(messages.year("Year", 1900, 2200));
    }
    expect(checkMilestone("").year).toBe(messages.required("Year"));
    const values = normaliseItem(milestones, { year: "2026", title: "T", description: "D" });
    expect(columnsFromValues(milestones, values)).toEqual({
      year: 2026,
      title: "T",
      description: "D",
    });
    const row: StoredRow = { id: "x", updated_at: "", sort_order: 1, year: 2026 };
    expect(valuesFromRow(milestones, row).year).toBe("2026");
  });

  it("takes a department's email as the table does", () => {
    const departments = collectionSpecs.department_contacts;
    const checkEmail = (email: string) =>
      validateItem(departments, { name: "Sales", email }, [], messages).email;
    expect(checkEmail("sales@example.com")).toBeUndefined();
    for (const email of [
      "sales",
      "sales@example",
      "sa les@example.com",
      `${"x".repeat(250)}@e.co`,
    ]) {
      expect(checkEmail(email)).toBe(messages.email);
    }
    expect(checkEmail("")).toBe(messages.required("Email"));
  });

  it("offers only the tile colours the stylesheet has and the icons the site draws", () => {
    const cards = collectionSpecs.home_service_cards;
    const card = {
      title: "Chiplets",
      description: "Dies from different nodes.",
      icon: "chip",
      gradient: "from-indigo-600 to-violet-700",
    };
    expect(validateItem(cards, card, [], messages)).toEqual({});
    expect(
      validateItem(
        cards,
        { ...card, gradient: "from-red-500 to-red-900", icon: "unicorn" },
        [],
        messages,
      ),
    ).toEqual({ gradient: messages.choose("Tile colour"), icon: messages.choose("Icon") });
  });

  it("takes a portrait only as an image on the site", () => {
    const leaders = collectionSpecs.leaders;
    const person = {
      name: "Asha Rao",
      position: "Head of Verification",
      experience: "15 years in UVM",
      portrait: "/leadership/asha-rao.png",
      portrait_alt: "Photo of Asha Rao",
    };
    expect(validateItem(leaders, person, [], messages)).toEqual({});
    for (const portrait of [
      "https://example.com/a.png",
      "/leadership/notes.txt",
      "leadership/a.svg",
    ]) {
      expect(Object.keys(validateItem(leaders, { ...person, portrait }, [], messages))).toEqual([
        "portrait",
      ]);
    }
  });
});
