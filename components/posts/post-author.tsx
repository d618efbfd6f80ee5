import { LibraryImage } from "@/components/ui/library-image";
import { insightsPage } from "@/content/insights";
import type { LeadershipPerson } from "@/content/types";

/** Who wrote a post: their portrait (or the drawing), name and position. */
export function PostAuthor({ author }: { author: LeadershipPerson }) {
  return (
    <aside
      aria-label={insightsPage.post.by}
      className="mt-12 flex items-center gap-4 rounded-2xl border border-border bg-surface p-5"
    >
      {author.photo ? (
        <LibraryImage
          image={author.photo}
          sizes="64px"
          className="size-16 shrink-0 rounded-full object-cover"
        />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- a small SVG drawing from /public
        <img
          src={author.image}
          alt={author.imageAlt}
          width={64}
          height={64}
          className="size-16 shrink-0 rounded-full"
        />
      )}
      <div>
        <p className="text-xs font-semibold tracking-wider text-muted uppercase">
          {insightsPage.post.by}
        </p>
        <p className="font-semibold text-foreground">{author.name}</p>
        <p className="text-sm text-muted">{author.position}</p>
      </div>
    </aside>
  );
}
