import type { ImageChoice } from "@/lib/collections/item-values";
import type { EditorClient } from "@/lib/auth/editor-client";
import imageLoader from "./image-loader";
import { mediaPublicUrl } from "./public-url";

/** The library's images as an image field offers them: by alt text, with a small preview. */
export async function loadImageChoices(
  supabase: EditorClient,
): Promise<{ choices: ImageChoice[] } | { error: { message: string } }> {
  const { data, error } = await supabase
    .from("media")
    .select("id, path, alt, file_name")
    .order("alt")
    .order("id");
  if (error) return { error };
  return {
    choices: data.map((image) => ({
      id: image.id,
      label: `${image.alt} (${image.file_name})`,
      alt: image.alt,
      thumbnail: imageLoader({ src: mediaPublicUrl(image.path), width: 256, quality: 75 }),
    })),
  };
}
