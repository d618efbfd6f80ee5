import type { Listing } from "./definition";

/** A service or industry is listed by its name and its page's address. */
export const itemPage =
  (area: string): Listing =>
  (id, values, name) => {
    const href = `/${area}/${String(values.slug ?? "")}`;
    return { id, name, detail: href, detailIsAddress: true, href };
  };

/**
 * An item of a list inside a page is listed by its name, the values of `detail` (joined by
 * commas), and the place on the site it shows.
 */
export const onPage =
  (href: string, ...detail: string[]): Listing =>
  (id, values, name) => ({
    id,
    name,
    detail: detail.map((field) => String(values[field] ?? "")).join(", "),
    detailIsAddress: false,
    href,
  });
