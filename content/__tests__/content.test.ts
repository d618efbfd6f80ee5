import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { about, companyValues, leaders, milestones } from "@/content/about";
import { addressLine, company, offices } from "@/content/company";
import { contact, departmentContacts, faqs, officeHours } from "@/content/contact";
import { footer } from "@/content/footer";
import { figureValues, home } from "@/content/home";
import { industries } from "@/content/industries";
import { departments } from "@/lib/services/departments";
import { serviceGroups } from "@/content/services";
import { serviceSlug, services } from "@/lib/services/catalogue";
import { servicesBySubcategory } from "@/lib/services/subcategories";
import { publicRoutes } from "@/lib/public-routes";
import { slugify } from "@/lib/slug";
import { SPEC_DEPARTMENTS, SPEC_INDUSTRY_PATHS, SPEC_SLUGS } from "./spec-lists";

/** The service slugs exactly as the specification lists them (section 2, Service pages). */

describe("services", () => {
  it("computes the spec's 28 slugs, in order, from the service names", () => {
    expect(services.map((service) => slugify(service.name))).toEqual(SPEC_SLUGS);
    expect(services.map(serviceSlug)).toEqual(SPEC_SLUGS);
  });

  it("pairs every service with the spec's department, in order", () => {
    expect(services.map((service) => service.department)).toEqual(SPEC_DEPARTMENTS);
  });

  it("offers one department per service on the contact form, with a readable name", () => {
    expect(departments.map((department) => department.id)).toEqual(SPEC_DEPARTMENTS);
    expect(new Set(departments.map((department) => department.id)).size).toBe(28);
    for (const department of departments) expect(department.name.trim()).not.toBe("");
  });

  it("has three groups of three subcategories, each service in one of its group's", () => {
    expect(serviceGroups.map((group) => group.id)).toEqual([
      "semiconductors",
      "embedded",
      "software",
    ]);
    for (const group of serviceGroups) {
      expect(group.subcategories).toHaveLength(3);
      expect(new Set(group.subcategories).size).toBe(3);
      const inGroup = services.filter((service) => service.group === group.id);
      for (const service of inGroup) expect(group.subcategories).toContain(service.subcategory);
      const bySubcategory = servicesBySubcategory(group.id);
      expect(bySubcategory.map((subcategory) => subcategory.title)).toEqual([
        ...group.subcategories,
      ]);
      for (const subcategory of bySubcategory)
        expect(subcategory.services.length).toBeGreaterThan(0);
      expect(bySubcategory.flatMap((subcategory) => subcategory.services)).toHaveLength(
        inGroup.length,
      );
    }
  });

  it("has 13 semiconductor, 8 embedded and 7 software services, grouped in spec order", () => {
    const counts = serviceGroups.map(
      (group) => services.filter((service) => service.group === group.id).length,
    );
    expect(counts).toEqual([13, 8, 7]);
    expect(services.slice(0, 13).every((service) => service.group === "semiconductors")).toBe(true);
    expect(services.slice(13, 21).every((service) => service.group === "embedded")).toBe(true);
    expect(services.slice(21).every((service) => service.group === "software")).toBe(true);
  });

  it.each(services.map((service) => [serviceSlug(service), service] as const))(
    "%s has its page copy: 3 benefits, 6–8 offerings, a short meta description",
    (_slug, service) => {
      expect(service.title.trim()).not.toBe("");
      expect(service.subtitle.trim()).not.toBe("");
      expect(service.overview.length).toBeGreaterThan(100);
      expect(service.benefits).toHaveLength(3);
      for (const benefit of service.benefits) {
        expect(benefit.title.trim()).not.toBe("");
        expect(benefit.description.trim()).not.toBe("");
      }
      // Each benefit has an icon of its own, not one repeated three times.
      expect(new Set(service.benefits.map((benefit) => benefit.icon)).size).toBe(3);
      expect(service.offerings.length).toBeGreaterThanOrEqual(6);
      expect(service.offerings.length).toBeLessThanOrEqual(8);
      expect(new Set(service.offerings).size).toBe(service.offerings.length);
      expect(service.metaDescription.length).toBeGreaterThan(50);
      expect(service.metaDescription.length).toBeLessThanOrEqual(160);
    },
  );

  it("has unique titles, overviews and meta descriptions", () => {
    for (const field of ["title", "overview", "metaDescription"] as const) {
      expect(new Set(services.map((service) => service[field])).size).toBe(28);
    }
  });
});

describe("home figures", () => {
  it("count what the site holds: services, practices and industries", () => {
    expect(home.proof.figures.map((figure) => ("count" in figure ? figure.count : null))).toEqual([
      "services",
      "practices",
      "industries",
      null,
    ]);
    expect(
      figureValues(home.proof.figures, {
        services: services.length,
        practices: serviceGroups.length,
        industries: industries.length,
      }).map((figure) => figure.value),
    ).toEqual(["28", "3", "6", "24 h"]);
    expect(
      figureValues(home.proof.figures, { services: 29, practices: 3, industries: 5 }).map(
        (figure) => figure.value,
      ),
    ).toEqual(["29", "3", "5", "24 h"]);
  });
});

describe("industries", () => {
  it("has the spec's six paths, in order", () => {
    expect(industries.map((industry) => industry.path)).toEqual(SPEC_INDUSTRY_PATHS);
    for (const industry of industries) {
      expect(industry.path).toBe(`/industries/${industry.slug}`);
    }
  });

  it.each(industries.map((industry) => [industry.slug, industry] as const))(
    "%s has a title, subtitle, intro and six offerings",
    (_slug, industry) => {
      expect(industry.title.trim()).not.toBe("");
      expect(industry.subtitle.trim()).not.toBe("");
      expect(industry.intro.heading.trim()).not.toBe("");
      expect(industry.intro.description.length).toBeGreaterThan(100);
      expect(industry.offerings).toHaveLength(6);
      for (const offering of industry.offerings) {
        expect(offering.title.trim()).not.toBe("");
        expect(offering.description.trim()).not.toBe("");
      }
      expect(new Set(industry.offerings.map((offering) => offering.icon)).size).toBe(6);
      expect(industry.metaDescription.length).toBeLessThanOrEqual(160);
    },
  );
});

describe("about", () => {
  it("has three leaders with local portraits and alt text", () => {
    expect(leaders).toHaveLength(3);
    expect(about.leadership.maxShown).toBe(3);
    for (const person of leaders) {
      expect(person.name.trim()).not.toBe("");
      expect(person.position.trim()).not.toBe("");
      expect(person.experience.trim()).not.toBe("");
      expect(person.image).toMatch(/^\/[\w/-]+\.(svg|png|jpe?g|webp|avif)$/);
      expect(person.imageAlt).toContain(person.name);
    }
  });

  it("has the four values in order", () => {
    expect(companyValues.map((value) => value.title)).toEqual([
      "Innovation",
      "Collaboration",
      "Excellence",
      "Integrity",
    ]);
  });

  it("has two milestones: founded 2024, first major client 2025", () => {
    expect(milestones.map((milestone) => milestone.year)).toEqual(["2024", "2025"]);
    expect(milestones[0].title).toMatch(/founded/i);
    expect(milestones[1].title).toMatch(/first major client/i);
    expect(String(company.foundedYear)).toBe("2024");
  });
});

describe("contact", () => {
  it("has four FAQ items with the spec's response time and project length", () => {
    const items = faqs;
    expect(items).toHaveLength(4);
    for (const item of items) {
      expect(item.question.trim()).not.toBe("");
      expect(item.answer.trim()).not.toBe("");
    }
    const texts = items.map((item) => `${item.question} ${item.answer}`);
    expect(texts.filter((text) => text.includes("24 hours"))).toHaveLength(1);
    expect(texts.filter((text) => text.includes("3–12 months"))).toHaveLength(1);
  });

  it("lists the six department contacts with the company's addresses", () => {
    expect(departmentContacts.map((entry) => entry.email)).toEqual([
      company.emails.info,
      company.emails.sales,
      company.emails.support,
      company.emails.careers,
      company.emails.press,
      company.emails.partnerships,
    ]);
    expect(new Set(departmentContacts.map((entry) => entry.name)).size).toBe(6);
  });

  it("has the spec's office hours", () => {
    expect(officeHours).toEqual([
      { day: "Monday–Friday", hours: "9:00 AM–6:00 PM" },
      { day: "Saturday", hours: "10:00 AM–2:00 PM" },
      { day: "Sunday", hours: "Closed" },
    ]);
    expect(contact.officeHours.timezone).toBe("PST");
  });

  it("has three contact cards: email, phone and the Hyderabad address", () => {
    expect(contact.cards.map((card) => card.icon)).toEqual(["mail", "phone", "map-pin"]);
    expect(contact.cards.map((card) => card.fact)).toEqual(["email", "phone", "address"]);
    const [headquarters] = offices;
    expect(headquarters?.email).toBe(company.emails.info);
    expect(headquarters?.phone).toBe(company.phone);
    expect(addressLine(headquarters!)).toContain("Hyderabad");
    expect(contact.form.fields.message.rows).toBe(5);
    expect(contact.particles).toBe(30);
  });
});

const contentDir = join(__dirname, "..");
const files = (readdirSync(contentDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith(".ts") && !file.includes("__tests__"))
  .map((file) => join(contentDir, file));

describe("the spec's recorded contradictions are not reproduced", () => {
  const forbidden = [/silicon valley/i, /since 2009/i];

  function collectStrings(value: unknown, seen: Set<unknown>, out: string[]): void {
    if (typeof value === "string") {
      out.push(value);
    } else if (value !== null && typeof value === "object" && !seen.has(value)) {
      seen.add(value);
      for (const child of Object.values(value)) collectStrings(child, seen, out);
    }
  }

  it("finds the content modules", () => {
    const names = files.map((file) => relative(contentDir, file));
    expect(names).toEqual(
      expect.arrayContaining(["about.ts", "contact.ts", "company.ts", "services/index.ts"]),
    );
  });

  it("no exported content string mentions Silicon Valley or 'since 2009'", async () => {
    const strings: string[] = [];
    const seen = new Set<unknown>();
    for (const file of files) {
      const exported: unknown = await import(file);
      collectStrings(exported, seen, strings);
    }
    // The walk must actually reach the copy, or the check below would pass vacuously.
    expect(strings).toEqual(expect.arrayContaining([company.name, about.story.text]));
    expect(strings).toEqual(expect.arrayContaining(services.map((service) => service.overview)));
    expect(strings.length).toBeGreaterThan(500);
    for (const pattern of forbidden) {
      expect(strings.filter((text) => pattern.test(text))).toEqual([]);
    }
  });

  it("no content source file mentions them either", () => {
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      for (const pattern of forbidden)
        expect({ file, match: pattern.test(source) }).toEqual({
          file,
          match: false,
        });
    }
  });
});

describe("footer", () => {
  it("has a 2025 copyright line without a doubled full stop", () => {
    expect(footer.copyright).toContain("© 2025 ");
    expect(footer.copyright).toContain(company.legalName);
    expect(footer.copyright).not.toMatch(/\.\./);
  });
});

describe("publicRoutes", () => {
  it("lists home, about, services with its 28 pages, industries with its 6, contact, locations", () => {
    expect(publicRoutes).toEqual([
      "/",
      "/about",
      "/services",
      ...SPEC_SLUGS.map((slug) => `/services/${slug}`),
      "/industries",
      ...SPEC_INDUSTRY_PATHS,
      "/contact",
      "/locations",
    ]);
    expect(new Set(publicRoutes).size).toBe(publicRoutes.length);
    expect(publicRoutes).toHaveLength(40);
  });

  it("does not list /admin or /login", () => {
    for (const route of publicRoutes) expect(route).not.toMatch(/^\/(admin|login)(\/|$)/);
  });
});
