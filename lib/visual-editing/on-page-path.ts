/** The admin's "Edit on the page" for a public page. */
export const ON_PAGE_PATH = "/admin/on-page";

export function onPagePath(page: string): string {
  return `${ON_PAGE_PATH}?path=${encodeURIComponent(page)}`;
}

/** The preview of a public page, as the editor's frame loads it (draft mode on, then the page). */
export function previewPath(page: string): string {
  return `/api/preview?path=${encodeURIComponent(page)}`;
}
