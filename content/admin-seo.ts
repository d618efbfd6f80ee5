/** A length search results show whole: from `min` to `max` characters. */
interface Guidance {
  readonly min: number;
  readonly max: number;
}

/** How a text's length sits against its guidance. */
type LengthVerdict = "missing" | "short" | "good" | "long";

const range = ({ min, max }: Guidance) => `${min}–${max}`;

const verdicts: Record<LengthVerdict, string> = {
  missing: "missing",
  short: "shorter than most, which is fine",
  good: "a length that shows whole",
  long: "likely cut short",
};

/**
 * Every text of the SEO room (how each public page shows in search results) and of the preview
 * the forms show beside a page's search title and description.
 */
export const adminSeoText = {
  /** The room's name in the admin's navigation. */
  room: "SEO",
  title: "SEO",
  intro:
    "How every public page shows in search results and share cards: its title and description, whether set for the page or the site's own, and what to fix.",
  onlyPublishers: "Only editors and admins see the search settings of every page.",
  summary: (problems: number, pages: number) =>
    problems === 0
      ? `${pages} pages, no problems found.`
      : `${problems} ${problems === 1 ? "problem" : "problems"} across ${pages} pages.`,
  guidance: (title: Guidance, description: Guidance) =>
    `Titles show whole at about ${range(title)} characters with the site's name, descriptions at about ${range(description)}.`,
  table: {
    caption: "Every public page's title and description in search results",
    page: "Page",
    title: "Title",
    description: "Description",
    problems: "Problems",
    fix: "Change",
  },
  kinds: {
    "built-in": "Site page",
    service: "Service",
    industry: "Industry",
    post: "Post",
    page: "Built page",
  },
  own: "Set for this page",
  usual: "The page's usual text",
  none: "None",
  hidden: "Hidden from search engines: not checked.",
  fine: "No problems",
  problems: {
    missing: (field: string) => `No ${field}.`,
    long: (field: string, length: number, max: number) =>
      `The ${field} is ${length} characters, more than the ${max} that show whole.`,
    duplicate: (field: string, others: readonly string[]) =>
      `The same ${field} as ${others.join(", ")}.`,
  },
  fields: { title: "title", description: "description" },
  fix: (name: string) => `Change the search settings of ${name}`,
  /** The preview a form shows beside a page's search title and description. */
  preview: {
    title: "How the page shows",
    search: "In search results",
    card: "As a share card",
    titleLength: (length: number, guidance: Guidance, verdict: LengthVerdict) =>
      `Title as shown, with the site's name: ${length} characters, ${verdicts[verdict]} (about ${range(guidance)} fit).`,
    descriptionLength: (length: number, guidance: Guidance, verdict: LengthVerdict) =>
      `Description: ${length} characters, ${verdicts[verdict]} (about ${range(guidance)} fit).`,
    noDescription: "No description: search engines choose a passage of the page.",
    generatedCard: "The site's generated card",
    usual: "Empty fields show the page's usual title and description.",
  },
} as const;
