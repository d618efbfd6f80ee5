import { CtaBanner } from "@/components/sections/cta-banner";
import type { CallToActionBlock as CallToActionBlockType } from "@/lib/blocks/types";
import { BlockAction, shownAction } from "./block-action";
import { blockRoot, headingIdOf } from "./block-root";
import { shownText } from "./shown-text";

/** The site's closing banner: a heading, a sentence and one button. */
export function CallToActionBlock({ block }: { block: CallToActionBlockType }) {
  const action = shownAction(block.action);
  return (
    <div {...blockRoot(block)} className="pt-14 sm:pt-16">
      <CtaBanner id={headingIdOf(block)} title={block.heading} text={shownText(block.text)}>
        {action && <BlockAction action={action} variant="inverted" />}
      </CtaBanner>
    </div>
  );
}
