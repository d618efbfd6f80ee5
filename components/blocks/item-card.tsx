import { Icon } from "@/components/ui/icon";
import { Illustration, industryIllustration } from "@/components/ui/illustration";
import { pageBlocksText } from "@/content/page-blocks";
import { cn } from "@/lib/cn";

interface ItemCardProps {
  title: string;
  text: string;
  href?: string;
  /** An industry's slug: its drawing heads the card, as on /industries. */
  industry?: string;
  headingLevel: 2 | 3;
}

/**
 * A card as /industries draws its own: the title is the link and the whole card its target;
 * without an address it is the same card, still.
 */
export function ItemCard({ title, text, href, industry, headingLevel }: ItemCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      className={cn(
        "group relative flex h-full flex-col rounded-2xl border border-border bg-surface p-6",
        href && "transition-all hover:-translate-y-1 hover:border-accent hover:shadow-xl",
      )}
    >
      {industry !== undefined && (
        <Illustration
          name={industryIllustration(industry)}
          className="-mx-6 -mt-6 mb-5 aspect-[8/5] w-[calc(100%+3rem)] rounded-t-2xl border-b border-border bg-background"
        />
      )}
      <Heading className="text-lg font-semibold text-foreground">
        {href ? (
          <a href={href} className="stretched-link">
            {title}
          </a>
        ) : (
          title
        )}
      </Heading>
      <p className="mt-2 flex-1 text-sm leading-6 whitespace-pre-line text-muted">{text}</p>
      {href && (
        <span
          aria-hidden="true"
          className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-accent"
        >
          {pageBlocksText.cardAction}
          <Icon name="arrow-right" className="card-arrow" />
        </span>
      )}
    </div>
  );
}
