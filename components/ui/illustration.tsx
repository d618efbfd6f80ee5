import { DRAWN_INDUSTRIES, type IllustrationName, type IndustrySlug } from "@/content/types";

/** The drawing area of each illustration in /illustrations.svg. */
const VIEW_BOX: Record<IllustrationName, string> = {
  hero: "0 0 640 360",
  semiconductors: "0 0 320 200",
  embedded: "0 0 320 200",
  software: "0 0 320 200",
  "industry-semiconductor": "0 0 320 200",
  "industry-bfsi": "0 0 320 200",
  "industry-insurance": "0 0 320 200",
  "industry-retail": "0 0 320 200",
  "industry-automotive": "0 0 320 200",
  "industry-telecom-and-network": "0 0 320 200",
};

/**
 * A decorative technical drawing from the site's one illustration set (public/illustrations.svg).
 * It takes its colours from the theme (globals.css), so the same drawing serves light and dark.
 */
export function Illustration({ name, className }: { name: IllustrationName; className?: string }) {
  return (
    <svg viewBox={VIEW_BOX[name]} aria-hidden="true" className={`illustration ${className ?? ""}`}>
      <use href={`/illustrations.svg#${name}`} />
    </svg>
  );
}

const drawnIndustries = new Set<string>(DRAWN_INDUSTRIES);

/** An industry's own drawing; an industry added since the set was drawn gets the hero's. */
export function industryIllustration(slug: IndustrySlug): IllustrationName {
  return drawnIndustries.has(slug)
    ? (`industry-${slug}` as `industry-${(typeof DRAWN_INDUSTRIES)[number]}`)
    : "hero";
}
