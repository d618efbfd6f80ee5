import { DRAWN_INDUSTRIES, type IllustrationName, type IndustrySlug } from "@/content/types";

/** The drawing area of each illustration in /illustrations.svg: width and height. */
const SIZE: Record<IllustrationName, readonly [number, number]> = {
  hero: [640, 360],
  semiconductors: [320, 200],
  embedded: [320, 200],
  software: [320, 200],
  "industry-semiconductor": [320, 200],
  "industry-bfsi": [320, 200],
  "industry-insurance": [320, 200],
  "industry-retail": [320, 200],
  "industry-automotive": [320, 200],
  "industry-telecom-and-network": [320, 200],
};

interface IllustrationProps {
  name: IllustrationName;
  className?: string;
  /**
   * The horizontal band of the drawing to show, from its top to its bottom in the drawing's own
   * units: a drawing placed beside other content then takes no room for empty rows of its grid.
   */
  band?: readonly [top: number, bottom: number];
}

/**
 * A decorative technical drawing from the site's one illustration set (public/illustrations.svg).
 * It takes its colours from the theme (globals.css), so the same drawing serves light and dark.
 */
export function Illustration({ name, className, band }: IllustrationProps) {
  const [width, height] = SIZE[name];
  const [top, bottom] = band ?? [0, height];
  return (
    <svg
      viewBox={`0 ${top} ${width} ${bottom - top}`}
      aria-hidden="true"
      className={`illustration ${className ?? ""}`}
    >
      {/* Sized to the whole drawing, so a band crops it rather than shrinking it to fit. */}
      <use href={`/illustrations.svg#${name}`} width={width} height={height} />
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
