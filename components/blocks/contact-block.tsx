import { PAGE_COLUMN } from "@/components/sections/page-column";
import { ButtonLink } from "@/components/ui/button-link";
import { pageBlocksText } from "@/content/page-blocks";
import type { ContactBlock as ContactBlockType } from "@/lib/blocks/types";
import { BlockHeading } from "./block-heading";
import { BLOCK_BAND, blockRoot, headingIdOf } from "./block-root";
import { shownText } from "./shown-text";

/**
 * The contact form with a department chosen, as a service page's button links to it: the form
 * reads `?department=` once the page has loaded (components/contact/requested-department.ts).
 */
export function contactHref(department: string): string {
  return department === ""
    ? "/contact"
    : `/contact?${new URLSearchParams({ department }).toString()}`;
}

/** An invitation to write to one department, and the button that opens its form. */
export function ContactBlock({ block }: { block: ContactBlockType }) {
  const id = headingIdOf(block);
  const text = shownText(block.text);
  return (
    <section {...blockRoot(block)} aria-labelledby={id} className={BLOCK_BAND}>
      <div className={PAGE_COLUMN}>
        <div className="flex flex-col gap-6 rounded-2xl border border-border bg-surface p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-3xl">
            <BlockHeading id={id}>{block.heading}</BlockHeading>
            {text && (
              <p className="mt-3 text-lg leading-8 whitespace-pre-line text-muted">{text}</p>
            )}
          </div>
          <ButtonLink
            href={contactHref(block.department)}
            className="shrink-0 self-start md:self-auto"
          >
            {pageBlocksText.contactAction}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
