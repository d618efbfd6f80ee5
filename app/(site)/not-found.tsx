import { NotFoundView } from "@/components/layout/not-found-view";
import { notFoundMetadata } from "@/lib/metadata";

// Next reads this page's metadata statically, so its <title> keeps the default wording.
export const metadata = notFoundMetadata;

/** An unknown service or industry slug: the 404 inside the site's own layout. */
export default NotFoundView;
