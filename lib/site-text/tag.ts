/**
 * Cache tag of the site text read by the public pages. /admin expires it after a write, and
 * /api/revalidate when the database announces a change made anywhere else.
 */
export const SITE_TEXT_TAG = "site-text";

/** The fallback when no announcement arrives (none configured, the site was down): at most this many seconds. */
export const SITE_TEXT_REVALIDATE_SECONDS = 60;
