import { ButtonLink } from "@/components/ui/button-link";
import type { BlockAction as Action } from "@/lib/blocks/types";
import { hasText } from "@/lib/blocks/text";
import { safeHref } from "@/lib/rich-text/links";

/**
 * The button a block shows, if any: one whose address the site would refuse to store, or with
 * no words, is left out rather than drawn broken.
 */
export function shownAction(action: Action | undefined): Action | null {
  const href = action ? safeHref(action.href) : null;
  return action && href && hasText(action.label) ? { label: action.label, href } : null;
}

interface BlockActionProps {
  /** One shownAction kept. */
  action: Action;
  variant?: "primary" | "secondary" | "inverted";
}

/**
 * A block's button. Every address, a site path or another site's, opens in the same tab as the
 * pages' other links do, and as a plain link: the public pages navigate as documents.
 */
export function BlockAction({ action, variant }: BlockActionProps) {
  return (
    <ButtonLink href={action.href} variant={variant}>
      {action.label}
    </ButtonLink>
  );
}
