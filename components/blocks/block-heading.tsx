import type { ReactNode } from "react";

/** A block's own heading: the page's title is its h1, so every block heading is an h2. */
export function BlockHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
      {children}
    </h2>
  );
}
