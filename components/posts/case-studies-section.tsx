import { PAGE_COLUMN } from "@/components/sections/page-column";
import { insightsPage } from "@/content/insights";
import { caseStudiesAbout } from "@/lib/posts/post-list";
import { loadPosts } from "@/lib/posts/read-posts";
import { PostGrid } from "./post-card";

/** Case studies shown on a service or industry page; the rest are a link away. */
const SHOWN = 3;

/**
 * A service's or an industry's case studies, newest first, with a link to all of them; nothing
 * at all while it has none.
 */
export async function CaseStudiesSection({
  id,
  name,
  allHref,
}: {
  /** The service's or industry's id, as posts name it. */
  id: string | undefined;
  name: string;
  /** Its list of posts. */
  allHref: string;
}) {
  const studies = caseStudiesAbout(await loadPosts(), id);
  if (studies.length === 0) return null;
  const t = insightsPage.caseStudies;
  return (
    <section aria-labelledby="case-studies-title" className="py-14 sm:py-20">
      <div className={PAGE_COLUMN}>
        <h2
          id="case-studies-title"
          className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl"
        >
          {t.title}
        </h2>
        <p className="mt-3 mb-8 max-w-3xl text-lg text-muted">{t.subtitle(name)}</p>
        <PostGrid posts={studies.slice(0, SHOWN)} headingLevel={3} />
        {studies.length > SHOWN && (
          <p className="mt-8">
            <a href={allHref} className="font-semibold text-accent hover:underline">
              {insightsPage.post.all}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
