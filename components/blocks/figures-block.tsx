import { PAGE_COLUMN } from "@/components/sections/page-column";
import { pageBlocksText } from "@/content/page-blocks";
import type { FiguresBlock as FiguresBlockType } from "@/lib/blocks/types";
import { cn } from "@/lib/cn";
import { BlockHeading } from "./block-heading";
import { blockRoot, headingIdOf } from "./block-root";
import { shownText } from "./shown-text";

/** Columns on wide screens by how many figures there are: six sit in two rows of three. */
const WIDE_COLUMNS: Record<number, string> = {
  1: "lg:grid-cols-1",
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
  6: "lg:grid-cols-3",
};

/** A band of figures as the home page's proof strip draws them: each with what it measures. */
export function FiguresBlock({ block }: { block: FiguresBlockType }) {
  if (block.figures.length === 0) return null;
  const id = headingIdOf(block);
  const heading = shownText(block.heading);
  return (
    <section
      {...blockRoot(block)}
      aria-labelledby={heading ? id : undefined}
      aria-label={heading ? undefined : pageBlocksText.figures}
      className="border-y border-border bg-surface py-10 sm:py-12"
    >
      <div className={PAGE_COLUMN}>
        {heading && <BlockHeading id={id}>{heading}</BlockHeading>}
        <dl
          className={cn(
            "grid grid-cols-2 gap-x-6 gap-y-8",
            WIDE_COLUMNS[block.figures.length] ?? "lg:grid-cols-4",
            heading && "mt-8",
          )}
        >
          {block.figures.map((figure, i) => (
            <div key={i} className="flex flex-col-reverse gap-1 border-l-2 border-accent pl-4">
              <dt className="text-sm leading-5 text-muted">{figure.label}</dt>
              <dd className="section-title">{figure.figure}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
