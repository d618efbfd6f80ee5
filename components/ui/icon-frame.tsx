import type { IconNode } from "lucide";
import { createElement, type ReactNode } from "react";

/**
 * The frame of every icon: decorative (the text next to it carries the meaning), on lucide's
 * 24-unit grid, with its stroke styling from the `.icon` class rather than repeated attributes.
 */
export function IconFrame({
  className = "size-5",
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      aria-hidden="true"
      className={`icon ${className}`}
    >
      {children}
    </svg>
  );
}

/** An icon's shapes from lucide's icon data, drawn inline. */
export function iconShapes(node: IconNode): ReactNode {
  return node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }));
}
