import { industries } from "@/content/industries";
import { serviceHref, services } from "@/content/services";

/** Every public route, for the sitemap and the tests that visit them all. */
export const publicRoutes: string[] = [
  "/",
  "/about",
  "/services",
  ...services.map(serviceHref),
  "/industries",
  ...industries.map((industry) => industry.path),
  "/contact",
  "/locations",
];
