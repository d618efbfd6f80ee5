import { PAGE_COLUMN } from "@/components/sections/page-column";
import { Particles } from "@/components/ui/particles";
import { cn } from "@/lib/cn";
import { type BlockData, entryOf } from "@/lib/blocks/block-data-types";
import type { HeroBlock as Hero } from "@/lib/blocks/types";
import { BlockAction, shownAction } from "./block-action";
import { BlockImage } from "./block-image";
import { blockRoot, headingIdOf } from "./block-root";
import { shownText } from "./shown-text";

const PARTICLES = 30;
/** Half the page column from the large breakpoint, the screen less its padding on phones. */
const IMAGE_SIZES = "(min-width: 1024px) 600px, calc(100vw - 2rem)";

interface HeroBlockProps {
  block: Hero;
  data: BlockData;
  /** Whether it opens the page: then its heading is the page's h1 and its picture loads first. */
  isTitle: boolean;
}

/**
 * A band as the inner pages open with (PageHero): a large heading, a sentence and a button, and
 * beside them on wide screens the picture, which on phones follows the words.
 */
export function HeroBlock({ block, data, isTitle }: HeroBlockProps) {
  const Heading = isTitle ? "h1" : "h2";
  const id = headingIdOf(block);
  const image = entryOf(data.images, block.imageId);
  const action = shownAction(block.action);
  const text = shownText(block.text);
  return (
    <section
      {...blockRoot(block)}
      aria-labelledby={id}
      className={cn(
        "relative isolate overflow-hidden bg-gradient-to-b from-indigo-50 to-background dark:from-indigo-950/50",
        // Opening the page, it starts below the fixed header as PageHero does.
        isTitle ? "pt-32 pb-16 sm:pt-40 sm:pb-20" : "py-16 sm:py-20",
      )}
    >
      <Particles count={PARTICLES} className="-z-10" />
      <div
        className={
          image
            ? `${PAGE_COLUMN} grid items-center gap-10 lg:grid-cols-2`
            : "mx-auto max-w-4xl px-4 text-center sm:px-6"
        }
      >
        <div>
          <Heading
            id={id}
            className="text-4xl font-extrabold tracking-tight text-balance text-foreground sm:text-5xl"
          >
            {block.heading}
          </Heading>
          {text && (
            <p
              className={cn(
                "mt-5 max-w-2xl text-lg leading-8 whitespace-pre-line text-pretty text-muted",
                !image && "mx-auto",
              )}
            >
              {text}
            </p>
          )}
          {action && (
            <div className={cn("mt-8 flex flex-wrap gap-4", !image && "justify-center")}>
              <BlockAction action={action} />
            </div>
          )}
        </div>
        {image && (
          <BlockImage
            image={image}
            sizes={IMAGE_SIZES}
            priority={isTitle}
            className="aspect-[4/3] w-full rounded-2xl border border-border bg-surface object-cover"
          />
        )}
      </div>
    </section>
  );
}
