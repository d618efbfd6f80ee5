import { snippetParts } from "@/lib/search/snippet";

/**
 * A result's words around its matches, the matched words in <mark>. Every piece is a text node,
 * escaped by React: a snippet quoting "<script>" shows those characters, it never runs them.
 */
export function SearchSnippet({ snippet, className }: { snippet: string; className?: string }) {
  const parts = snippetParts(snippet);
  if (parts.length === 0) return null;
  return (
    <p className={className}>
      {parts.map((part, index) =>
        part.marked ? (
          <mark key={index} className="search-mark">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
