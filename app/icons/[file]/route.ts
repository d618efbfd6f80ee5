import { spriteFile, spriteMarkup } from "@/components/ui/icon-sprite";

// Drawn once at build, under a name taken from its content (icon-sprite.ts). Any other name is
// a 404, so an instance still on an older build can never answer for a newer sprite with
// content that would then be cached for a year.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ file: spriteFile }];
}

export function GET(): Response {
  return new Response(spriteMarkup, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
