import { serviceGroups } from "@/content/services";
import { services } from "@/lib/services/catalogue";
import { searchSuggestions } from "@/lib/search/suggestions";

describe("searchSuggestions", () => {
  it("offers each practice's section of /services", () => {
    const { practices } = searchSuggestions(serviceGroups, services);
    expect(practices.map((link) => link.href)).toEqual([
      "/services#semiconductors",
      "/services#embedded",
      "/services#software",
    ]);
    expect(practices.map((link) => link.label)).toEqual(serviceGroups.map((group) => group.title));
  });

  it("offers the first services of each practice, as the site lists them", () => {
    const suggested = searchSuggestions(serviceGroups, services, 2).services;
    expect(suggested).toHaveLength(6);
    const first = services.find((service) => service.group === "embedded")!;
    expect(suggested[2]).toEqual({ label: first.name, href: `/services/${first.slug}` });
  });

  it("follows the content as published: a renamed practice, fewer services", () => {
    const renamed = serviceGroups.map((group, index) =>
      index === 0 ? { ...group, title: "Silicon" } : group,
    );
    const only = services.filter((service) => service.group === "software").slice(0, 1);
    const suggestions = searchSuggestions(renamed, only);
    expect(suggestions.practices[0]?.label).toBe("Silicon");
    expect(suggestions.services).toEqual([
      { label: only[0]!.name, href: `/services/${only[0]!.slug}` },
    ]);
  });
});
