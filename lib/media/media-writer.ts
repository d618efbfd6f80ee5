import "server-only";
import { mediaText } from "@/content/admin-media";
import type { ActionFailure } from "@/lib/action-state";
import type { EditorClient } from "@/lib/auth/editor-client";
import { currentMember } from "@/lib/auth/team";
import { createServiceClient } from "@/lib/supabase/service-client";
import { MEDIA_BUCKET } from "./rules";

type ServiceClient = NonNullable<ReturnType<typeof createServiceClient>>;

/** The site-media bucket with the project's secret key: uploads, checks and removals. */
export type MediaBucket = ReturnType<ServiceClient["storage"]["from"]>;

/**
 * A member of the team changing the library: their own client (row-level security decides
 * what they may read and delete), whether they may publish (replace or delete an image), the
 * bucket, and the client with the secret key that alone writes a row's file (its path, type
 * and size), once the server has checked the file.
 */
export interface MediaWriter {
  supabase: EditorClient;
  publishes: boolean;
  bucket: MediaBucket;
  server: ServiceClient;
}

/**
 * The caller as a writer of the library, or why not. Nobody signed in may write site-media
 * (supabase/migrations/…_media_uploads.sql) nor a row's file (…_media_file_columns.sql):
 * every upload address, every file a row links and every removal is written here with the
 * secret key, so it is given only to a member of the team, checked from the same row
 * row-level security reads.
 */
export async function mediaWriter(): Promise<MediaWriter | ActionFailure> {
  const { supabase, role, publishes } = await currentMember();
  if (!role) return { ok: false, message: mediaText.messages.denied };
  const service = createServiceClient();
  if (!service) return { ok: false, message: mediaText.messages.noSecretKey };
  return { supabase, publishes, bucket: service.storage.from(MEDIA_BUCKET), server: service };
}
