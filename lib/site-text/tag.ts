/** Cache tag of the site text read by the public pages; /admin invalidates it after a write. */
export const SITE_TEXT_TAG = "site-text";

/** Changes made outside /admin reach the public pages within this many seconds. */
export const SITE_TEXT_REVALIDATE_SECONDS = 60;
