import { sharedFieldWords as shared } from "./shared-fields";

/** What each kind of post is called, in the admin's choice and on the site. */
export const postKindNames = {
  "case-study": "Case study",
  insight: "Insight",
  news: "News",
} as const;

const caseStudyOnly = "Case studies only; leave empty for insights and news.";

/** The words of the posts' list and form in /admin. */
export const postsWords = {
  item: "post",
  items: "posts",
  title: "Posts",
  overview: "the insights list",
  note: "Case studies, insights and news at /insights, newest first. The first published post adds Insights to the menu and the footer",
  fields: {
    title: { label: "Title", hint: "The post's heading, and its name in lists." },
    slug: shared.slug("/insights/…"),
    kind: { label: "Kind" },
    summary: {
      label: "Summary",
      hint: "One or two sentences, under the title in lists and on share cards.",
    },
    published_at: { label: "Date", hint: "The date the post shows; lists are newest first." },
    body: { label: "Body" },
    cover_image_id: {
      label: "Cover image",
      hint: "From the media library, above the post and on its card. None: no picture.",
    },
    author_id: { label: "Author", hint: "A leader from the About page, shown with their photo." },
    industry_ids: {
      label: "Industries",
      hint: "The industries it concerns: the post is listed on their pages and filters.",
    },
    service_ids: {
      label: "Services",
      hint: "The services it concerns: a case study is listed on their pages.",
    },
    client: {
      label: "Client",
      hint: `Named, or described (for example "A tier-1 automotive supplier"). ${caseStudyOnly}`,
    },
    challenge: { label: "Challenge", hint: caseStudyOnly },
    solution: { label: "Solution", hint: caseStudyOnly },
    results: {
      label: "Results",
      hint: `One a line: the figure, a "|", and what it measures (40% | shorter test time). At most six. ${caseStudyOnly}`,
    },
    meta_title: {
      label: "Search title",
      hint: "What search engines show as the title, at most 70 characters. Empty: the title.",
    },
    meta_description: {
      label: "Search description",
      hint: "What search engines show under the title, at most 160 characters. Empty: the summary.",
    },
    share_image_id: {
      label: "Share image",
      hint: "What links to the post show on social media and in chats. None: the cover image, else the site's card.",
    },
    noindex: {
      label: "Hide from search engines",
      hint: "The post stays on the site and in its lists, but asks search engines not to show it.",
    },
  },
};
