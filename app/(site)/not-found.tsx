import type { Metadata } from "next";
import { NotFoundView } from "@/components/layout/not-found-view";
import { notFoundPage } from "@/content/errors";

// Next reads this page's metadata statically, so its <title> keeps the default wording.
export const metadata: Metadata = { title: notFoundPage.metaTitle, robots: { index: false } };

/** An unknown service or industry slug: the 404 inside the site's own layout. */
export default NotFoundView;
