import type { createPublicClient } from "./public-client";
import type { createClient } from "./server";

/** What public pages read with: the public client, or in preview the editor's. */
export type Reader =
  ReturnType<typeof createPublicClient> | Awaited<ReturnType<typeof createClient>>;
