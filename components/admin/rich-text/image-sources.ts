import type { ImageChoice } from "@/lib/collections/item-values";

/**
 * Where the editor finds a library image's picture. The editor's node views are made once, with
 * the editor; the library's list may change after that, so they look it up here each time.
 */
export function imageSources(images: readonly ImageChoice[]) {
  let current = images;
  return {
    sourceOf: (mediaId: string) => current.find((image) => image.id === mediaId)?.thumbnail ?? null,
    update: (next: readonly ImageChoice[]) => {
      current = next;
    },
  };
}
