import { PAGE_COLUMN } from "@/components/sections/page-column";
import { Icon } from "@/components/ui/icon";
import type { QuestionsBlock as QuestionsBlockType } from "@/lib/blocks/types";
import { cn } from "@/lib/cn";
import { BlockHeading } from "./block-heading";
import { BLOCK_BAND, blockRoot, headingIdOf } from "./block-root";
import { shownText } from "./shown-text";

/**
 * Questions, each opening onto its answer. Native disclosures: they open by keyboard, are
 * announced as such, are found by the browser's find-in-page and need no script.
 */
export function QuestionsBlock({ block }: { block: QuestionsBlockType }) {
  if (block.questions.length === 0) return null;
  const id = headingIdOf(block);
  const heading = shownText(block.heading);
  return (
    <section
      {...blockRoot(block)}
      aria-labelledby={heading ? id : undefined}
      className={BLOCK_BAND}
    >
      <div className={PAGE_COLUMN}>
        {heading && <BlockHeading id={id}>{heading}</BlockHeading>}
        <ul className={cn("max-w-3xl space-y-4", heading && "mt-8")}>
          {block.questions.map((item, i) => (
            <li key={i}>
              <details className="group question">
                <summary className="question-summary">
                  {item.question}
                  <Icon
                    name="chevron-down"
                    className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="question-answer">{item.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
