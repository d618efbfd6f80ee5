import { LibraryImage } from "@/components/ui/library-image";
import { insightsPage } from "@/content/insights";
import { postPath, type PostSummary } from "@/lib/posts/post";
import { postDate } from "@/lib/posts/post-date";

/** A post in a list: its cover, kind, date, title (the link), summary and reading time. */
export function PostCard({ post, headingLevel = 2 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group post-card">
      {post.cover && (
        <LibraryImage
          image={post.cover}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="aspect-[16/9] w-full border-b border-border object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="post-meta">
          <span>{insightsPage.kinds[post.kind].label}</span>
          <span aria-hidden="true" className="text-muted">
            ·
          </span>
          <time dateTime={post.publishedAt} className="text-muted">
            {postDate(post.publishedAt)}
          </time>
        </p>
        <Heading className="mt-3 text-lg leading-snug font-semibold text-foreground">
          <a href={postPath(post.slug)} className="stretched-link focus-visible:outline-none">
            {post.title}
          </a>
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-6 text-muted">{post.summary}</p>
        <p className="mt-4 text-xs text-muted">{insightsPage.readingTime(post.readingMinutes)}</p>
      </div>
    </article>
  );
}

/** Posts as a grid of cards. */
export function PostGrid({
  posts,
  headingLevel,
}: {
  posts: readonly PostSummary[];
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id} className="flex">
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
