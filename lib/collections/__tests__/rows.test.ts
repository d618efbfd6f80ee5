import { cardGradients } from "@/content/home";
import { services } from "@/lib/services/catalogue";
import { servicesBySubcategory } from "@/lib/services/subcategories";
import { collectionPath } from "../fields";
import { COLLECTION_NAMES, collectionFromSegment } from "../registry";
import { FALLBACK_ICON, iconCards } from "../icon-cards";
import { industryFromRow, type IndustryRow } from "../industries";
import { milestoneFromRow, serviceCardFromRow } from "../page-items";
import { serviceFromRow, type ServiceRow } from "../services";
import { siteImages } from "@/lib/media/site-images";

const noImages = siteImages([]);

const stamps = { created_at: "2026-11-25T00:00:00Z", updated_at: "2026-11-25T00:00:00Z" };

function serviceRow(overrides: Partial<ServiceRow> = {}): ServiceRow {
  const service = services[0]!;
  return {
    id: "00000000-0000-4000-8000-000000000001",
    slug: "chiplet-integration",
    name: "Chiplet Integration",
    practice: "semiconductors",
    subcategory: service.subcategory,
    department_id: "chiplet-integration",
    title: "Chiplet Integration Services",
    subtitle: "Dies that work together.",
    overview: "We integrate chiplets.",
    key_benefits: service.benefits.map((benefit) => ({ ...benefit })),
    offerings: ["Die-to-die interfaces"],
    meta_description: "Chiplet integration services.",
    meta_title: null,
    sort_order: 99,
    image_id: null,
    share_image_id: null,
    ...stamps,
    ...overrides,
  };
}

function industryRow(overrides: Partial<IndustryRow> = {}): IndustryRow {
  return {
    id: "00000000-0000-4000-8000-000000000002",
    slug: "aerospace",
    name: "Aerospace",
    icon: "rocket",
    description: "Flight-grade electronics.",
    title: "Aerospace Engineering",
    subtitle: "Systems that fly.",
    intro_heading: "Built for the air",
    intro_description: "Avionics and more.",
    offerings: [{ icon: "rocket", title: "Avionics", description: "Flight computers." }],
    meta_description: "Aerospace engineering services.",
    meta_title: null,
    sort_order: 7,
    image_id: null,
    share_image_id: null,
    ...stamps,
    ...overrides,
  };
}

describe("iconCards", () => {
  it("keeps well-formed cards in order", () => {
    expect(
      iconCards([
        { icon: "chip", title: "A", description: "a" },
        { icon: "cloud", title: "B", description: "b" },
      ]),
    ).toEqual([
      { icon: "chip", title: "A", description: "a" },
      { icon: "cloud", title: "B", description: "b" },
    ]);
  });

  it("draws a generic mark for an icon the site has no drawing of", () => {
    expect(iconCards([{ icon: "unicorn", title: "A", description: "a" }])).toEqual([
      { icon: FALLBACK_ICON, title: "A", description: "a" },
    ]);
    expect(iconCards([{ title: "A", description: "a" }])[0]?.icon).toBe(FALLBACK_ICON);
  });

  it("leaves out cards it cannot show, and anything that is not a list", () => {
    expect(
      iconCards([
        { icon: "chip", title: " ", description: "blank title" },
        { icon: "chip", title: "No description" },
        "a string",
        null,
        [1, 2],
        { icon: "chip", title: "Kept", description: "kept" },
      ]),
    ).toEqual([{ icon: "chip", title: "Kept", description: "kept" }]);
    expect(iconCards({ icon: "chip" })).toEqual([]);
    expect(iconCards(null)).toEqual([]);
  });
});

describe("serviceFromRow", () => {
  it("maps a stored service to what its page shows", () => {
    const row = serviceRow();
    expect(serviceFromRow(row, noImages)).toEqual({
      id: row.id,
      slug: "chiplet-integration",
      name: "Chiplet Integration",
      group: "semiconductors",
      subcategory: row.subcategory,
      department: "chiplet-integration",
      title: "Chiplet Integration Services",
      subtitle: "Dies that work together.",
      overview: "We integrate chiplets.",
      benefits: services[0]!.benefits,
      offerings: ["Die-to-die interfaces"],
      metaDescription: "Chiplet integration services.",
    });
  });

  it("shows the library's images it names, and none it does not find", () => {
    const images = siteImages([
      {
        id: "00000000-0000-4000-8000-0000000000a1",
        path: "00000000-0000-4000-8000-0000000000a1/00000000-0000-4000-8000-0000000000b1.webp",
        alt: "A chiplet on an interposer",
        width: 1600,
        height: 900,
        focal_x: 0.25,
        focal_y: 0.75,
      },
    ]);
    const service = serviceFromRow(
      serviceRow({
        image_id: "00000000-0000-4000-8000-0000000000a1",
        share_image_id: "00000000-0000-4000-8000-0000000000ff",
      }),
      images,
    );
    expect(service?.image).toEqual({
      src: "http://127.0.0.1:54321/storage/v1/object/public/site-media/00000000-0000-4000-8000-0000000000a1/00000000-0000-4000-8000-0000000000b1.webp",
      alt: "A chiplet on an interposer",
      width: 1600,
      height: 900,
      focalX: 0.25,
      focalY: 0.75,
    });
    expect(service).not.toHaveProperty("shareImage");
  });

  it("refuses a service without the three benefits its page lays out", () => {
    const two = services[0]!.benefits.slice(0, 2).map((benefit) => ({ ...benefit }));
    expect(serviceFromRow(serviceRow({ key_benefits: two }), noImages)).toBeNull();
  });
});

describe("industryFromRow", () => {
  it("maps a stored industry to what its page shows, path from its slug", () => {
    const row = industryRow();
    expect(industryFromRow(row, noImages)).toEqual({
      id: row.id,
      slug: "aerospace",
      name: "Aerospace",
      path: "/industries/aerospace",
      icon: "rocket",
      description: "Flight-grade electronics.",
      title: "Aerospace Engineering",
      subtitle: "Systems that fly.",
      intro: { heading: "Built for the air", description: "Avionics and more." },
      offerings: [{ icon: "rocket", title: "Avionics", description: "Flight computers." }],
      metaDescription: "Aerospace engineering services.",
    });
  });

  it("draws an icon it does not know as the generic mark", () => {
    expect(industryFromRow(industryRow({ icon: "not-drawn" }), noImages)?.icon).toBe(FALLBACK_ICON);
  });

  it("refuses an industry with no offering it can show", () => {
    expect(industryFromRow(industryRow({ offerings: [] }), noImages)).toBeNull();
  });
});

describe("servicesBySubcategory with stored services", () => {
  it("lists a service whose subcategory matches none of its practice's under the first", () => {
    const stray = serviceFromRow(serviceRow({ subcategory: "Chiplets" }), noImages)!;
    const [first, ...rest] = servicesBySubcategory("semiconductors", undefined, [
      ...services,
      stray,
    ]);
    expect(first?.services.at(-1)).toEqual(stray);
    for (const subcategory of rest) expect(subcategory.services).not.toContainEqual(stray);
  });
});

describe("the lists inside pages", () => {
  const row = { id: "00000000-0000-4000-8000-000000000002", sort_order: 1, ...stamps };

  it("shows a milestone's year as the text the page prints", () => {
    expect(milestoneFromRow({ ...row, year: 2026, title: "Pune", description: "Opens." })).toEqual({
      year: "2026",
      title: "Pune",
      description: "Opens.",
    });
  });

  it("gives a card a tile colour the stylesheet has and an icon the site draws", () => {
    const card = serviceCardFromRow({
      ...row,
      icon: "unicorn",
      title: "Chiplets",
      description: "Dies from different nodes.",
      gradient: "from-red-500 to-red-900",
    });
    expect(card.gradient).toBe(cardGradients[0].value);
    expect(card.icon).toBe(FALLBACK_ICON);
    expect(
      serviceCardFromRow({
        ...row,
        icon: "chip",
        title: "T",
        description: "D",
        gradient: cardGradients[2].value,
      }),
    ).toMatchObject({ icon: "chip", gradient: cardGradients[2].value });
  });
});

describe("collection addresses in /admin", () => {
  it("uses the table's name with hyphens, and nothing else names a collection", () => {
    for (const name of COLLECTION_NAMES) {
      const segment = collectionPath(name).split("/")[2]!;
      expect(segment).not.toContain("_");
      expect(collectionFromSegment(segment)).toBe(name);
    }
    expect(collectionPath("office_hours", "/new")).toBe("/admin/office-hours/new");
    expect(collectionFromSegment("office_hours")).toBeNull();
    // The pages' screens are beside the Pages room of the site's texts, not over it.
    expect(collectionPath("pages")).toBe("/admin/built-pages");
    expect(collectionFromSegment("pages")).toBeNull();
    expect(collectionFromSegment("website-content")).toBeNull();
    expect(collectionFromSegment("collection-history")).toBeNull();
  });
});
