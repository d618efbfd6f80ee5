import { getImageProps } from "next/image";
import { focalPosition } from "@/lib/media/rules";
import { trimSrcSet } from "@/lib/media/srcset";
import type { ReactNode } from "react";
import type { SiteImage } from "@/content/types";

interface LibraryImageProps {
  image: SiteImage;
  /** How wide it is drawn at each breakpoint, so phones fetch a phone-sized file. */
  sizes: string;
  className?: string;
}

/**
 * An image from the media library as a plain img with a srcset from Storage's image endpoint
 * (getImageProps runs on the server, so no image component code reaches the browser), offering
 * only the widths this drawing can use. Its own width and height reserve its space; a crop by
 * `object-cover` keeps its focal point in frame.
 */
export function LibraryImage({ image, sizes, className }: LibraryImageProps) {
  const { props } = getImageProps({
    src: image.src,
    alt: image.alt,
    width: image.width,
    height: image.height,
    sizes,
  });
  const trimmed = props.srcSet ? trimSrcSet(props.srcSet, { sizes, fileWidth: image.width }) : null;
  return (
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props
    <img
      {...props}
      {...trimmed}
      className={className}
      style={{ objectPosition: focalPosition(image) }}
    />
  );
}

/**
 * The picture editors chose for the narrow column beside a page's first text (full width on
 * phones), or the page's drawing (wide screens only) when they chose none.
 */
export function BesideTextPicture({ image, drawing }: { image?: SiteImage; drawing: ReactNode }) {
  if (!image) return drawing;
  return (
    <LibraryImage
      image={image}
      sizes="(min-width: 1024px) 480px, calc(100vw - 2rem)"
      className="aspect-[4/3] w-full rounded-2xl border border-border bg-surface object-cover"
    />
  );
}
