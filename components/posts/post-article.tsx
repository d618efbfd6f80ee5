import { RichText } from "@/components/rich-text/rich-text";
import { TableOfContents } from "@/components/rich-text/table-of-contents";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBanner } from "@/components/sections/cta-banner";
import { PAGE_COLUMN } from "@/components/sections/page-column";
import { ButtonLink } from "@/components/ui/button-link";
import { JsonLd } from "@/components/ui/json-ld";
import { LibraryImage } from "@/components/ui/library-image";
import { insightsPage } from "@/content/insights";
import { INSIGHTS_PATH } from "@/lib/posts/filters";
import { postPath, type Post } from "@/lib/posts/post";
import { postDate } from "@/lib/posts/post-date";
import { relatedPosts } from "@/lib/posts/post-list";
import { loadPosts } from "@/lib/posts/read-posts";
import { headingOutline } from "@/lib/rich-text/outline";
import { loadSiteContent } from "@/lib/site-text/content";
import { hasMarks, itemRef } from "@/lib/visual-editing/marks";
import { REFS_ATTRIBUTE } from "@/lib/visual-editing/scan";
import { breadcrumbJsonLd, postJsonLd } from "@/lib/structured-data";
import { PostGrid } from "./post-card";
import { CaseStudyFacts } from "./case-study-facts";
import { PostAuthor } from "./post-author";

const t = insightsPage.post;

/** A post shows its contents once it has this many headings. */
const CONTENTS_FROM = 3;

/**
 * In "Edit on the page" (where the post's words carry their marks), the body names itself as
 * the post's body, which opens the post's form: it is too large to edit over the page.
 */
function bodyEditRef(post: Post) {
  return hasMarks(post.title) ? { [REFS_ATTRIBUTE]: itemRef("posts", post.id, "body") } : {};
}

/** A post's page: its heading, cover, case-study facts, body, author and related posts. */
export async function PostArticle({ post }: { post: Post }) {
  const [posts, content] = await Promise.all([loadPosts(), loadSiteContent()]);
  const author = content.leaders.find((leader) => leader.id === post.authorId);
  const related = relatedPosts(post, posts);
  const outline = headingOutline(post.body);
  const path = postPath(post.slug);
  const trail = [
    { label: insightsPage.breadcrumbHome, href: "/" },
    { label: insightsPage.navLabel, href: INSIGHTS_PATH },
    { label: post.title, href: path },
  ];
  return (
    <>
      <JsonLd
        data={postJsonLd({
          title: post.title,
          summary: post.summary,
          path,
          publishedAt: post.publishedAt,
          updatedAt: post.updatedAt,
          author,
          image: (post.shareImage ?? post.cover)?.src,
        })}
      />
      <JsonLd data={breadcrumbJsonLd(trail)} />
      <article>
        <header className="bg-gradient-to-b from-indigo-50 to-background pt-32 pb-10 dark:from-indigo-950/50 sm:pt-40">
          <div className="mx-auto max-w-3xl px-4 sm:px-6">
            <Breadcrumbs label={insightsPage.breadcrumbLabel} trail={trail} />
            <p className="flex flex-wrap items-center justify-center gap-x-2 text-sm font-semibold tracking-wider text-accent uppercase">
              <span>{insightsPage.kinds[post.kind].label}</span>
              <span aria-hidden="true" className="text-muted">
                ·
              </span>
              <time dateTime={post.publishedAt} className="text-muted">
                {postDate(post.publishedAt)}
              </time>
              <span aria-hidden="true" className="text-muted">
                ·
              </span>
              <span className="text-muted">{insightsPage.readingTime(post.readingMinutes)}</span>
            </p>
            <h1 className="mt-4 text-center text-4xl font-extrabold tracking-tight text-balance text-foreground sm:text-5xl">
              {post.title}
            </h1>
            <p className="mx-auto mt-5 max-w-2xl text-center text-lg leading-8 text-pretty text-muted">
              {post.summary}
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
          {post.cover && (
            <LibraryImage
              image={post.cover}
              sizes="(min-width: 768px) 720px, 100vw"
              className="mb-10 aspect-[16/9] w-full rounded-2xl border border-border object-cover"
            />
          )}
          <CaseStudyFacts post={post} />
          {outline.length >= CONTENTS_FROM && (
            <div className="mb-10 rounded-2xl border border-border bg-surface p-5">
              <TableOfContents headings={outline} />
            </div>
          )}
          <div {...bodyEditRef(post)}>
            <RichText document={post.body} images={post.images} />
          </div>
          {author && <PostAuthor author={author} />}
        </div>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="bg-surface py-14 sm:py-20">
          <div className={PAGE_COLUMN}>
            <h2
              id="related-title"
              className="mb-8 text-2xl font-bold tracking-tight text-foreground sm:text-3xl"
            >
              {t.related}
            </h2>
            <PostGrid posts={related} headingLevel={3} />
          </div>
        </section>
      )}
      <div className="pt-14">
        <CtaBanner id="post-cta" title={t.cta.title} text={t.cta.text}>
          <ButtonLink href={t.cta.href} variant="inverted">
            {t.cta.action}
          </ButtonLink>
        </CtaBanner>
      </div>
    </>
  );
}
