/**
 * The words the Pages room names a site text with, in place of the parts of its key: a key part
 * means nothing to an editor ("primary-cta", "eyebrow"), so it reads as what it is on the page.
 * Parts not listed read as themselves, hyphens as spaces.
 */
export const keyPartWords: Readonly<Record<string, string>> = {
  cta: "call to action",
  "primary-cta": "main button",
  "secondary-cta": "second button",
  label: "text",
  eyebrow: "small heading",
  "meta-title": "title in search results",
  "meta-description": "description in search results",
  "not-found": "page not found",
  refusals: "refusal",
  submit: "send button",
  "toggle-theme": "dark mode button",
  "skip-to-content": "skip to content link",
  "open-menu": "open menu button",
  "close-menu": "close menu button",
  "new-tab": "opens in a new tab note",
  "card-action": "card link",
  "card-action-joiner": "card link joiner",
  "submenu-suffix": "submenu name ending",
  "breadcrumb-home": "breadcrumb to home",
  "breadcrumb-services": "breadcrumb to services",
  "breadcrumb-industries": "breadcrumb to industries",
  "breadcrumb-label": "breadcrumb name",
  "all-in": "all in",
  faq: "questions",
  main: "main menu",
};

/** Parts that only group others: they add nothing a person needs. */
export const silentKeyParts: ReadonlySet<string> = new Set(["labels", "errors", "fields"]);

/** One of a numbered list, as a person counts it: "items.0" reads "item 1". */
export const listItemWords: Readonly<Record<string, string>> = {
  items: "item",
  groups: "group",
  cards: "card",
  subcategories: "subcategory",
  links: "link",
  policies: "policy link",
  main: "main menu link",
  about: "about menu link",
  figures: "figure",
  proof: "proof point",
  benefits: "benefit",
  values: "value",
  practices: "practice",
  problems: "problem",
  offerings: "offering",
  areas: "area",
  faq: "question",
};
