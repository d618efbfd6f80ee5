import { richTextText } from "@/content/rich-text";
import type { OutlineHeading } from "@/lib/rich-text/outline";

const INDENT = { 2: "", 3: "pl-4", 4: "pl-8" } as const;

/** Links to a body's headings (headingOutline's list); the page decides when it is worth showing. */
export function TableOfContents({ headings }: { headings: readonly OutlineHeading[] }) {
  return (
    <nav aria-label={richTextText.contents}>
      <p className="text-sm font-semibold tracking-widest text-accent uppercase">
        {richTextText.contents}
      </p>
      <ol className="mt-3 space-y-2 text-sm leading-6">
        {headings.map((heading) => (
          <li key={heading.id} className={INDENT[heading.level]}>
            <a
              href={`#${heading.id}`}
              className="text-muted hover:text-foreground focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
