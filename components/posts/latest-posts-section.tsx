import { PAGE_COLUMN } from "@/components/sections/page-column";
import { ButtonLink } from "@/components/ui/button-link";
import { insightsPage } from "@/content/insights";
import { INSIGHTS_PATH } from "@/lib/posts/filters";
import { loadPosts } from "@/lib/posts/read-posts";
import { PostGrid } from "./post-card";

const SHOWN = 3;

/** The home page's three latest posts; nothing at all until there is one. */
export async function LatestPostsSection() {
  const posts = (await loadPosts()).slice(0, SHOWN);
  if (posts.length === 0) return null;
  const t = insightsPage.latest;
  return (
    <section aria-labelledby="latest-posts-title" className="py-16 sm:py-24">
      <div className={PAGE_COLUMN}>
        <div className="mx-auto mb-12 max-w-3xl text-center">
          <h2 id="latest-posts-title" className="section-title">
            {t.title}
          </h2>
          <p className="mt-4 text-lg text-muted">{t.subtitle}</p>
        </div>
        <PostGrid posts={posts} headingLevel={3} />
        <div className="mt-10 flex justify-center">
          <ButtonLink href={INSIGHTS_PATH} variant="secondary">
            {t.all}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
