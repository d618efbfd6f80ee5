import { serviceContents } from "@/content/services";
import type { Service, ServiceContent } from "@/content/types";
import { slugify } from "@/lib/slug";

function withSlug(service: ServiceContent): Service {
  return { ...service, slug: slugify(service.name) };
}

/** All 28 services in the order the specification lists them, each with its slug. */
export const services: readonly Service[] = serviceContents.map(withSlug);

export function serviceSlug(service: Service): string {
  return service.slug;
}

export function serviceHref(service: Service): `/services/${string}` {
  return `/services/${serviceSlug(service)}`;
}

export function findServiceBySlug(slug: string): Service | undefined {
  return services.find((service) => serviceSlug(service) === slug);
}
