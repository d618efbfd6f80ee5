import { about } from "@/content/about";
import { contact } from "@/content/contact";
import { home } from "@/content/home";
import { industryPageLabels } from "@/content/industries-page";
import { industries, industriesOverview } from "@/content/industries";
import { insightsPage } from "@/content/insights";
import { locations } from "@/content/locations";
import { servicesPage } from "@/content/services-page";
import type { SiteImage } from "@/content/types";
import { serviceFromRow, type ServiceRow } from "@/lib/collections/services";
import { homeShareMetadata, OPEN_GRAPH, pageMetadata } from "@/lib/metadata";
import { siteImages } from "@/lib/media/site-images";
import { services } from "@/lib/services/catalogue";
import { BUILT_IN_PATHS } from "../built-in-pages";
import type { PageSearchSettings } from "../page-search-settings";
import { builtInPageMetadata, type BuiltInHeadContent, itemPageMetadata } from "../page-head";

const shipped = {
  home,
  about,
  servicesPage,
  industriesOverview,
  industryPageLabels,
  contact,
  locations,
};

/** A fresh project: the shipped texts, no share images, no search settings. */
function content(
  settings: Record<string, PageSearchSettings> = {},
  shareImages: Record<string, SiteImage> = {},
): BuiltInHeadContent {
  return {
    ...shipped,
    shareImages: new Map(Object.entries(shareImages)),
    searchSettings: new Map(Object.entries(settings)),
  };
}

const image: SiteImage = {
  src: "https://example.test/storage/v1/object/public/site-media/card.png",
  alt: "The lab",
  width: 1200,
  height: 630,
  focalX: 0.5,
  focalY: 0.5,
};

describe("a fresh project's heads", () => {
  it.each([
    ["/about", about.metaTitle, about.metaDescription],
    ["/services", servicesPage.metaTitle, servicesPage.metaDescription],
    ["/industries", industryPageLabels.breadcrumbIndustries, industriesOverview.metaDescription],
    ["/contact", contact.metaTitle, contact.metaDescription],
    ["/locations", locations.metaTitle, locations.metaDescription],
  ] as const)("%s has the specification's title and description", (path, title, description) => {
    const metadata = builtInPageMetadata(path, content());
    expect(metadata).toEqual(pageMetadata(title, description, path));
    expect(metadata.title).toBe(title);
    expect(metadata.description).toBe(description);
    expect(metadata.robots).toBeUndefined();
  });

  it("leaves the home page's title and description to the root layout, as before", () => {
    const metadata = builtInPageMetadata("/", content());
    expect(metadata).toEqual({
      alternates: { canonical: "/" },
      openGraph: { ...OPEN_GRAPH, url: "/" },
    });
    expect(metadata.title).toBeUndefined();
    expect(metadata.description).toBeUndefined();
  });

  it("keeps each page's share image", () => {
    expect(builtInPageMetadata("/about", content({}, { "/about": image }))).toEqual(
      pageMetadata(about.metaTitle, about.metaDescription, "/about", image),
    );
    expect(builtInPageMetadata("/", content({}, { "/": image }))).toEqual({
      alternates: { canonical: "/" },
      openGraph: { ...OPEN_GRAPH, url: "/" },
      ...homeShareMetadata(image),
    });
  });

  it("gives /insights the list's own words until editors set theirs", () => {
    expect(builtInPageMetadata("/insights", content())).toEqual(
      pageMetadata(insightsPage.title, insightsPage.metaDescription, "/insights"),
    );
    expect(
      builtInPageMetadata(
        "/insights",
        content({ "/insights": { metaTitle: "Our work", noindex: true } }),
      ),
    ).toEqual({
      ...pageMetadata("Our work", insightsPage.metaDescription, "/insights"),
      robots: { index: false, follow: true },
    });
  });

  it("has a head for every page the settings are kept for", () => {
    for (const path of BUILT_IN_PATHS) expect(builtInPageMetadata(path, content())).toBeTruthy();
  });
});

describe("editors' search settings", () => {
  it("replace the title and description in the head and both cards", () => {
    const metadata = builtInPageMetadata(
      "/about",
      content({
        "/about": {
          metaTitle: "Chip engineers in Hyderabad",
          metaDescription: "Who we are.",
          noindex: false,
        },
      }),
    );
    expect(metadata).toEqual(pageMetadata("Chip engineers in Hyderabad", "Who we are.", "/about"));
  });

  it("replace only what they set", () => {
    const metadata = builtInPageMetadata(
      "/contact",
      content({ "/contact": { metaTitle: "Write to us", noindex: false } }),
    );
    expect(metadata.title).toBe("Write to us");
    expect(metadata.description).toBe(contact.metaDescription);
  });

  it("keep a page out of search engines", () => {
    const metadata = builtInPageMetadata(
      "/locations",
      content({ "/locations": { noindex: true } }),
    );
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.title).toBe(locations.metaTitle);
  });

  it("give the home page its own whole title, company first, and its cards the same words", () => {
    const metadata = builtInPageMetadata(
      "/",
      content({
        "/": { metaTitle: "Silicon to software", metaDescription: "Engineering.", noindex: false },
      }),
    );
    expect(metadata.title).toEqual({ absolute: "Vertex Silicon Systems | Silicon to software" });
    expect(metadata.description).toBe("Engineering.");
    expect(metadata.openGraph).toMatchObject({
      title: "Vertex Silicon Systems | Silicon to software",
      description: "Engineering.",
      url: "/",
    });
    expect(metadata.twitter).toMatchObject({ description: "Engineering." });
  });
});

describe("service and industry heads", () => {
  const service = services[0]!;
  const industry = industries[0]!;

  it("are the page title and description on a fresh project", () => {
    expect(itemPageMetadata(service, "/services/x")).toEqual(
      pageMetadata(service.title, service.metaDescription, "/services/x"),
    );
    expect(itemPageMetadata(industry, industry.path).title).toBe(industry.title);
  });

  it("take the search title when one is set", () => {
    expect(itemPageMetadata({ ...service, metaTitle: "RTL design in India" }, "/s").title).toBe(
      "RTL design in India",
    );
  });

  it("read the search title from the stored row only when set", () => {
    const row = {
      id: "00000000-0000-4000-8000-000000000001",
      slug: service.slug,
      name: service.name,
      practice: service.group,
      subcategory: service.subcategory,
      department_id: service.department,
      title: service.title,
      subtitle: service.subtitle,
      overview: service.overview,
      key_benefits: service.benefits.map((benefit) => ({ ...benefit })),
      offerings: [...service.offerings],
      meta_description: service.metaDescription,
      meta_title: null,
      sort_order: 0,
      image_id: null,
      share_image_id: null,
      created_at: "2026-11-25T00:00:00Z",
      updated_at: "2026-11-25T00:00:00Z",
    } satisfies ServiceRow;
    const images = siteImages([]);
    expect(serviceFromRow(row, images)).not.toHaveProperty("metaTitle");
    expect(serviceFromRow({ ...row, meta_title: "Own" }, images)?.metaTitle).toBe("Own");
  });
});
