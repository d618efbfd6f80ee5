import { spriteMarkup } from "@/components/ui/icon-sprite";

// Drawn once at build; pages ask for it by a content-versioned URL (icon-sprite.ts).
export const dynamic = "force-static";

export function GET(): Response {
  return new Response(spriteMarkup, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
