import { supabaseEnv } from "@/lib/supabase/env";
import { MEDIA_BUCKET } from "./rules";

/**
 * The address anyone fetches an image at, as Storage serves a public bucket, here and hosted.
 * Pages hand it to next/image, whose loader (image-loader.ts) asks Storage for each width.
 */
export function mediaPublicUrl(path: string): string {
  const encoded = path.split("/").map(encodeURIComponent).join("/");
  return `${supabaseEnv().url}/storage/v1/object/public/${MEDIA_BUCKET}/${encoded}`;
}
