import { insightsPage } from "@/content/insights";
import type { Post } from "@/lib/posts/post";

const t = insightsPage.post;

/** A case study's client, challenge and solution, and its results as a band of figures. */
export function CaseStudyFacts({ post }: { post: Post }) {
  const parts = [
    { title: t.challenge, text: post.challenge },
    { title: t.solution, text: post.solution },
  ].filter((part): part is { title: string; text: string } => Boolean(part.text));
  if (!post.client && parts.length === 0 && post.results.length === 0) return null;
  return (
    <div className="mb-10 flex flex-col gap-8">
      {(post.client || parts.length > 0) && (
        <dl className="grid gap-6 rounded-2xl border border-border bg-surface p-6 sm:grid-cols-2">
          {post.client && (
            <div className="sm:col-span-2">
              <dt className="text-xs font-semibold tracking-wider text-accent uppercase">
                {t.client}
              </dt>
              <dd className="mt-1 text-lg font-semibold text-foreground">{post.client}</dd>
            </div>
          )}
          {parts.map((part) => (
            <div key={part.title}>
              <dt className="text-xs font-semibold tracking-wider text-accent uppercase">
                {part.title}
              </dt>
              <dd className="mt-1 leading-7 whitespace-pre-line text-foreground">{part.text}</dd>
            </div>
          ))}
        </dl>
      )}
      {post.results.length > 0 && (
        <section aria-labelledby="results-title">
          <h2 id="results-title" className="sr-only">
            {t.results}
          </h2>
          <ul className="grid gap-4 rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-700 p-6 text-white sm:grid-cols-3">
            {post.results.map((result) => (
              <li key={`${result.figure}${result.label}`} className="flex flex-col">
                <span className="text-3xl font-extrabold tracking-tight">{result.figure}</span>
                <span className="mt-1 text-sm text-indigo-100">{result.label}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
