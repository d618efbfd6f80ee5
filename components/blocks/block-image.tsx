import { getImageProps } from "next/image";
import { LibraryImage } from "@/components/ui/library-image";
import type { SiteImage } from "@/content/types";
import { focalPosition } from "@/lib/media/rules";
import { trimSrcSet } from "@/lib/media/srcset";

interface BlockImageProps {
  image: SiteImage;
  sizes: string;
  className?: string;
  /** The page's first picture: fetched at once and first, not when it scrolls into view. */
  priority?: boolean;
}

/** A library image in a block, drawn as LibraryImage draws it, or eagerly when it opens the page. */
export function BlockImage({ image, sizes, className, priority = false }: BlockImageProps) {
  if (!priority) return <LibraryImage image={image} sizes={sizes} className={className} />;
  const { props } = getImageProps({
    src: image.src,
    alt: image.alt,
    width: image.width,
    height: image.height,
    sizes,
    loading: "eager",
    fetchPriority: "high",
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
