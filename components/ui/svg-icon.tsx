import type { IconNode } from "lucide";
import { createElement } from "react";

/**
 * A decorative icon drawn from lucide's icon data as a plain SVG; the text next to it carries the
 * meaning. Stroke styling comes from the `.icon` class, not repeated attributes on every icon.
 */
export function SvgIcon({ node, className = "size-5" }: { node: IconNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      aria-hidden="true"
      className={`icon ${className}`}
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
