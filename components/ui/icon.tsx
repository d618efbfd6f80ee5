import "server-only";
import type { AnyIconName } from "./icon-set";
import { spriteHref } from "./icon-sprite";
import { IconFrame } from "./icon-frame";

interface IconProps {
  name: AnyIconName;
  className?: string;
}

/**
 * A decorative icon for server components; the text next to it carries the meaning. It points
 * into the icon sprite (/icons/…svg) rather than carrying its paths, which would weigh on every
 * page's HTML and again in its RSC payload. Client components use InterfaceIcon.
 */
export function Icon({ name, className }: IconProps) {
  return (
    <IconFrame className={className}>
      <use href={`${spriteHref}#${name}`} />
    </IconFrame>
  );
}
