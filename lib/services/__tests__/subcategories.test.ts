import {
  allSubcategories,
  hasOwnPage,
  SUBCATEGORY_PREVIEW,
  subcategoryOf,
  subcategorySlug,
} from "@/lib/services/subcategories";
import { departmentChoices, departmentDirectory, departments } from "@/lib/services/departments";
import { services } from "@/lib/services/catalogue";
import { subcategoryPage } from "@/content/services-page";
import { fillIn } from "@/lib/fill-in";
import { publicRoutes, routesOf } from "@/lib/public-routes";
import { industries } from "@/content/industries";
import { many } from "@/lib/__tests__/ten-times";

describe("subcategory pages", () => {
  it("are not needed at today's size: every list shows its whole subcategory", () => {
    const subcategories = allSubcategories();
    expect(subcategories).toHaveLength(9);
    for (const subcategory of subcategories) {
      expect(subcategory.services.length).toBeLessThanOrEqual(SUBCATEGORY_PREVIEW);
      expect(hasOwnPage(subcategory)).toBe(false);
    }
    expect(publicRoutes.some((path) => path.startsWith("/services/areas/"))).toBe(false);
  });

  it("have addresses a URL carries as they are, one per subcategory", () => {
    const slugs = allSubcategories().map((subcategory) => subcategory.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(subcategorySlug("Security & V&V")).toBe("security-and-vv");
    expect(subcategorySlug("AI, Data & Cloud")).toBe("ai-data-and-cloud");
  });

  it("exist at ten times the services, listed in the sitemap, each holding its whole subcategory", () => {
    const tenServices = many(services, 10);
    const subcategories = allSubcategories(undefined, tenServices);
    expect(subcategories.every(hasOwnPage)).toBe(true);
    expect(subcategories.flatMap((subcategory) => subcategory.services)).toHaveLength(280);
    const routes = routesOf({ services: tenServices, industries });
    expect(routes.filter((path) => path.startsWith("/services/areas/"))).toEqual(
      subcategories.map((subcategory) => subcategory.href),
    );
    const service = tenServices[100]!;
    const home = subcategoryOf(service, undefined, tenServices);
    expect(home?.services).toContain(service);
    expect(
      fillIn(subcategoryPage.allIn, { count: home!.services.length, subcategory: home!.title }),
    ).toBe(`All ${home!.services.length} in ${home!.title}`);
  });

  it("keep their address when an editor renames the subcategory", () => {
    const renamed = allSubcategories(
      [
        {
          id: "semiconductors",
          title: "Chips",
          description: "",
          subcategories: ["Front end", "Back end", "Lab"],
        },
      ],
      services,
    );
    expect(renamed[0]).toMatchObject({ title: "Front end", slug: "design-and-verification" });
  });
});

describe("the contact form's departments", () => {
  const ids = (list: readonly { id: string }[]) => list.map((d) => d.id);

  it("are every service's today, grouped by practice in the order /services lists them", () => {
    const choices = departmentChoices();
    expect(choices.map((group) => group.practice)).toEqual([
      "Semiconductors",
      "Embedded",
      "Software",
    ]);
    const listed = choices.flatMap((group) => group.departments);
    expect(new Set(ids(listed))).toEqual(new Set(ids(departments)));
    expect(ids(listed)).toEqual(ids(departmentDirectory()));
  });

  it("stay short at ten times the services, and the directory still knows every one", () => {
    const tenServices = many(services, 10, "department");
    const listed = departmentChoices(undefined, tenServices).flatMap((g) => g.departments);
    // Each subcategory lists as many as its other lists show (its page has the rest).
    expect(listed).toHaveLength(9 * (SUBCATEGORY_PREVIEW - 1));
    const directory = departmentDirectory(undefined, tenServices);
    expect(directory).toHaveLength(280);
    expect(new Set(ids(directory)).size).toBe(280);
    const last = tenServices.at(-1)!;
    expect(directory).toContainEqual({
      id: last.department,
      name: last.name,
      practice: "Software",
    });
  });
});
