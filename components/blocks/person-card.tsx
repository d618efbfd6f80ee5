import { LibraryImage } from "@/components/ui/library-image";
import type { SiteImage } from "@/content/types";

interface PersonCardProps {
  name: string;
  position: string;
  experience: string;
  photo?: SiteImage;
  drawing: string;
  drawingAlt: string;
  headingLevel: 2 | 3;
}

/** A leader as the About page shows them: portrait (or drawing), name, position, experience. */
export function PersonCard({
  name,
  position,
  experience,
  photo,
  drawing,
  drawingAlt,
  headingLevel,
}: PersonCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="h-full overflow-hidden rounded-2xl border border-border bg-surface">
      {photo ? (
        <LibraryImage
          image={photo}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) calc(50vw - 3rem), calc(100vw - 2rem)"
          className="aspect-square w-full object-cover"
        />
      ) : (
        // The drawings are small SVGs: there is nothing to resize.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={drawing}
          alt={drawingAlt}
          width={480}
          height={480}
          loading="lazy"
          decoding="async"
          className="aspect-square w-full object-cover"
        />
      )}
      <div className="p-6">
        <Heading className="text-lg font-semibold text-foreground">{name}</Heading>
        <p className="mt-1 text-sm font-medium text-accent">{position}</p>
        <p className="mt-2 text-sm text-muted">{experience}</p>
      </div>
    </div>
  );
}
