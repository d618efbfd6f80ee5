/**
 * Structured data for search engines. "<" is escaped so text in the data can never close the
 * script element (the approach the Next.js JSON-LD guide recommends).
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
