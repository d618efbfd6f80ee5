import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { browserSession } from "@/lib/auth/browser-session";
import { CollectionFrame } from "@/components/admin/collections/collection-frame";
import { MediaLibrary } from "@/components/admin/media/media-library.client";
import type { MediaItem } from "@/components/admin/media/media-item";
import { UploadPanel } from "@/components/admin/media/upload-panel.client";
import { mediaText } from "@/content/admin-media";
import { requireEditor } from "@/lib/auth/require-editor";
import imageLoader from "@/lib/media/image-loader";
import { mediaPublicUrl } from "@/lib/media/public-url";
import { MEDIA_LIBRARY_PATH } from "@/lib/media/rules";

export const metadata: Metadata = {
  title: mediaText.title,
  robots: { index: false, follow: false },
};

/** The site's images: upload, describe, set focal points, replace and delete. */
export default async function MediaPage() {
  const { supabase } = await requireEditor(MEDIA_LIBRARY_PATH);
  const session = await browserSession(supabase);
  if (!session) redirect(`/login?next=${encodeURIComponent(MEDIA_LIBRARY_PATH)}`);
  const { data, error } = await supabase
    .from("media")
    .select()
    .order("created_at", { ascending: false })
    .order("id");
  // The error boundary offers a retry; an empty library here would look like data loss.
  if (error) throw new Error(error.message);
  const images: MediaItem[] = data.map((row) => {
    const publicUrl = mediaPublicUrl(row.path);
    return {
      id: row.id,
      alt: row.alt,
      fileName: row.file_name,
      width: row.width,
      height: row.height,
      sizeBytes: row.size_bytes,
      focalX: row.focal_x,
      focalY: row.focal_y,
      updatedAt: row.updated_at,
      thumbnail: imageLoader({ src: publicUrl, width: 384, quality: 75 }),
      preview: imageLoader({ src: publicUrl, width: 828, quality: 75 }),
      publicUrl,
    };
  });

  return (
    <CollectionFrame title={mediaText.title} subtitle={mediaText.subtitle(images.length)}>
      <UploadPanel />
      <MediaLibrary images={images} session={session} />
    </CollectionFrame>
  );
}
