import {
  type CollectionName,
  type CollectionSpec,
  type FieldSpec,
  type ItemValues,
  type ListedItem,
  LONG_TEXT_MAX,
  META_DESCRIPTION_MAX,
  PATH_MAX,
  SHORT_TEXT_MAX,
} from "@/lib/collections/fields";
import { cardGradients } from "./home";
import { serviceGroups } from "./services";
import { SUBCATEGORY_FOLDER } from "@/lib/services/subcategories";
import { ICON_NAMES } from "./types";

/**
 * Every text of the collection screens in /admin: the lists of the site's services and
 * industries, and the form that adds or changes one of them.
 */

export const collectionsText = {
  navigation: {
    label: "Site structure",
    heading: "Everything the site lists",
    text: "Add, reorder and remove the services, industries, people, values, milestones, questions and contacts the site lists, change every field of each, and send old addresses to new ones.",
    back: "All content",
  },
  list: {
    add: (item: string) => `Add ${item}`,
    count: (count: number, items: string) => `${count} ${items}, in the order the site shows them`,
    total: (count: number, items: string) => `${count} ${items}`,
    empty: (items: string) => `No ${items} yet. The site shows none until you add one.`,
    edit: "Edit",
    view: "View page",
    duplicate: "Duplicate",
    remove: "Remove",
    moveUp: "Move up",
    moveDown: "Move down",
    /** Read out with each button, so a screen reader knows which item it acts on. */
    itemAction: (action: string, name: string) => `${action}: ${name}`,
    reorderHint:
      "Drag an item by its handle, or use Move up and Move down, to change where the site shows it.",
    dragHandle: (name: string) => `Drag to reorder ${name}`,
    confirmRemove: (name: string) =>
      `Remove "${name}"? Its page stops being served and it leaves every list on the site. You can undo this straight after.`,
  },
  presence: {
    alsoOpen: (who: string) =>
      `${who} also has this open. Saves never overwrite each other unseen, but agree who edits first.`,
    you: "You, in another tab",
    /** How /admin's "Editors here now" names an item open in a form. */
    label: (collection: string, name: string) => `${collection}: ${name}`,
  },
  removeDialog: {
    title: (name: string) => `Remove "${name}"?`,
    text: "Its page stops being served and it leaves every list on the site. You can undo this straight after.",
    targetLabel: (path: string) => `Afterwards, ${path}`,
    notFound: "answers 404 Not Found",
    goesTo: (label: string, path: string) => `goes to ${label} (${path})`,
    hint: "Sending the address on keeps links and search results working; Redirects lists it to change later.",
    confirm: "Remove",
    cancel: "Cancel",
  },
  removed: {
    heading: "Recently removed",
    text: "Put an item back with its fields and its place in the list. The newest removals are first.",
    putBack: "Put back",
    when: (changedAt: string, actor: string) => `Removed ${changedAt} by ${actor}`,
  },
  history: {
    heading: "History",
    text: "Every change to this item, newest first. Load an earlier version into the form, check it, then save it to make it current.",
    load: "Load into the form",
    current: "Current version",
    changed: (fields: string) => `Changed: ${fields}`,
    added: "Added with every field",
    loaded: (when: string) =>
      `The version of ${when} is in the form. Save to make it current, or leave the page to drop it.`,
  },
  form: {
    newTitle: (item: string) => `New ${item}`,
    editTitle: (name: string) => `Edit ${name}`,
    duplicateOf: (name: string) => `Copy of ${name}`,
    save: "Save",
    saving: "Saving...",
    create: (item: string) => `Add ${item}`,
    cancel: "Cancel",
    leave: "Leave this page? Your changes to this item are not saved.",
    required: "Required",
    slugFromName: "Follows the name until you change it.",
    overwrite: "Save mine over theirs",
    loadTheirs: "Load theirs",
    confirmLoadTheirs: "Load the stored version? Your changes in this form are discarded.",
    recreate: (item: string) => `Add it again as a new ${item}`,
    slugOverride: "Changed by hand.",
    slugReset: "Follow the name again",
    addCard: "Add a card",
    removeCard: (position: number) => `Remove card ${position}`,
    card: (position: number) => `Card ${position}`,
    addLine: "Add a line",
    removeLine: (position: number) => `Remove line ${position}`,
    line: (position: number) => `Line ${position}`,
    icon: "Icon",
    cardTitle: "Title",
    cardDescription: "Description",
    characters: (used: number, max: number) => `${used} of ${max} characters`,
    noImage: "None",
    imagePreview: (label: string) => `The chosen image: ${label}`,
    mediaLibrary: "Open the media library",
    fixErrors: (count: number) =>
      count === 1 ? "One field needs attention." : `${count} fields need attention.`,
  },
  errors: {
    required: (label: string) => `Enter the ${label.toLowerCase()}.`,
    tooLong: (label: string, max: number) =>
      `Keep the ${label.toLowerCase()} to ${max} characters or fewer.`,
    slug: "Use lower-case letters and digits, with single hyphens between words (at most 100 characters), for example chiplet-integration.",
    reserved: (slug: string) =>
      `The address ${slug} belongs to another page of the site. Choose a different one.`,
    taken: (label: string, item: string) =>
      `Another ${item} already uses this ${label.toLowerCase()}. Choose a different one.`,
    choose: (label: string) => `Choose the ${label.toLowerCase()}.`,
    count: (label: string, min: number, max: number) =>
      min === max
        ? `Give exactly ${min} ${label.toLowerCase()}.`
        : `Give between ${min} and ${max} ${label.toLowerCase()}.`,
    card: (position: number) =>
      `Card ${position} needs an icon, a title and a description (titles at most 300 characters).`,
    line: (position: number) => `Line ${position} is empty or longer than 300 characters.`,
    samePath: "The new address must differ from the old one.",
    year: (label: string, min: number, max: number) =>
      `Enter the ${label.toLowerCase()} as four digits between ${min} and ${max}.`,
    email: "Enter an email address like sales@example.com.",
  },
  toasts: {
    saved: "Saved",
    savedText: (name: string) => `${name} is on the site now.`,
    added: "Added",
    addedText: (name: string) => `${name} is on the site now.`,
    removed: "Removed",
    removedText: (name: string) => `${name} is no longer on the site.`,
    removedTo: (name: string, path: string) =>
      `${name} is no longer on the site; its address goes to ${path}.`,
    undo: "Undo",
    restored: "Restored",
    restoredText: (name: string) => `${name} is back on the site.`,
    moved: "Order saved",
    movedText: (name: string, position: number, total: number) =>
      `${name} is now ${position} of ${total}.`,
    imageGone:
      "A chosen image is no longer in the media library. Choose another, or None, and save again.",
    listChanged:
      "The list changed while you were reordering it (someone added or removed an item). It has been reloaded: move the item again.",
    placedLast: (message: string) =>
      `It was added at the end of the list, not after the original: ${message}`,
    notRestorable: "This item can no longer be put back: its removal is not in the history.",
    notRestorableBecause: (reasons: string) => `It could not be put back: ${reasons}`,
    malformed: "the form sent values in an unexpected shape. Reload the page and try again.",
    failed: "Not saved",
    conflict:
      "Someone else changed this item while you were editing it. Your changes are still in the form: save them over theirs, or load theirs instead.",
    gone: "This item was removed by someone else. Your changes are still in the form: add it again to keep them.",
    notPermitted: "Only editors can change what the site lists.",
    network: "The database could not be reached. Nothing was lost: try again in a moment.",
    failedText: (message: string) => `The database refused the change: ${message}`,
    stagedLeft: (message: string) =>
      `It is on the site, but its staged version could not be cleared: ${message}`,
    notStageable: "Redirects apply at once; they cannot be staged.",
    stagedMeanwhile:
      "Someone else staged a version of this item meanwhile. Your changes are still in the form: reload the page in another tab to see theirs, then stage again.",
    nothingDiscarded:
      "Nothing was discarded: the staged version was published, discarded or staged again meanwhile.",
    publishedMeanwhile:
      "This staged item was published meanwhile. Reload the page to edit it as it is on the site.",
  },
  /** Staging an item: saved for preview, public only once the staged changes are published. */
  staging: {
    stage: "Stage for preview",
    staging: "Staging...",
    hint: "Save puts your changes on the site at once. Stage for preview keeps them from visitors until the staged changes are published from the content admin, together.",
    shows: (who: string, when: string) =>
      `The form shows the version ${who} staged ${when}. Visitors still see the published one.`,
    notYetLive: (who: string, when: string, item: string) =>
      `${who} staged this ${item} ${when}. It is not on the site until the staged changes are published.`,
    removal: (who: string, when: string, item: string) =>
      `${who} staged this ${item}'s removal ${when}. It stays on the site until the staged changes are published.`,
    overtaken: (who: string, when: string) =>
      `${who} staged this version ${when}, but the item was changed on the site since, so publishing it is refused. Save or stage it again to keep it, or discard it.`,
    stageRemoval: "Stage removal",
    confirmStageRemoval: (name: string, hasPage: boolean) =>
      `Stage the removal of "${name}"? It stays on the site until the staged changes are published.${hasPage ? " Its address then answers 404 Not Found; add a redirect under Redirects to send it elsewhere." : ""}`,
    removalStaged: (name: string) =>
      `The removal of ${name} is staged. Visitors still see it until it is published.`,
    preview: "Preview on the site",
    publish: "Publish from Staged changes",
    discard: "Discard the staged version",
    confirmDiscard: "Discard the staged version? Visitors never saw it.",
    staged: "Staged for preview",
    stagedText: (name: string) => `${name} is staged. Visitors still see the published version.`,
    discarded: "Discarded",
    discardedText: (name: string) => `The staged version of ${name} is gone.`,
    badge: "Staged",
    badgeLabel: (name: string) => `${name} has a staged version`,
    newHeading: "Staged to add",
    newText: "These are not on the site until the staged changes are published.",
  },
} as const;

/** A service or industry is listed by its name and its page's address. */
const itemPage =
  (area: string) =>
  (id: string, values: ItemValues): ListedItem => {
    const href = `/${area}/${String(values.slug ?? "")}`;
    return { id, name: String(values.name ?? ""), detail: href, detailIsAddress: true, href };
  };

/** An item of a list inside a page is listed by its name, a detail, and the place it shows. */
const onPage =
  (nameField: string, href: string, detail: (values: ItemValues) => string) =>
  (id: string, values: ItemValues): ListedItem => ({
    id,
    name: String(values[nameField] ?? ""),
    detail: detail(values),
    detailIsAddress: false,
    href,
  });

const iconOptions = ICON_NAMES.map((name) => ({ value: name, label: name }));

const practiceOptions = serviceGroups.map((group) => ({ value: group.id, label: group.title }));

function subcategoryOptions(values: ItemValues) {
  const group = serviceGroups.find((candidate) => candidate.id === values.practice);
  return (group?.subcategories ?? []).map((title) => ({ value: title, label: title }));
}

const itemName: FieldSpec = {
  name: "name",
  label: "Name",
  hint: "As menus and cards list it.",
  kind: "text",
  max: SHORT_TEXT_MAX,
};

/** The page's address, made from the name by the spec's slug rule. */
const slugField = (address: string, reserved?: readonly string[]): FieldSpec => ({
  name: "slug",
  label: "Slug",
  hint: `The page's address: ${address}`,
  kind: "slug",
  from: "name",
  reserved,
});

const iconField = (hint: string): FieldSpec => ({
  name: "icon",
  label: "Icon",
  hint,
  kind: "select",
  options: () => iconOptions,
});

const cardTitle: FieldSpec = { name: "title", label: "Title", kind: "text", max: SHORT_TEXT_MAX };

const cardDescription: FieldSpec = {
  name: "description",
  label: "Description",
  kind: "long-text",
  max: LONG_TEXT_MAX,
};

const metaDescription: FieldSpec = {
  name: "meta_description",
  label: "Search description",
  hint: "What search engines show under the page's title.",
  kind: "text",
  max: META_DESCRIPTION_MAX,
};

/** A picture beside a page's first text, from the media library. */
const pictureField = (drawing: string): FieldSpec => ({
  name: "image_id",
  label: "Picture",
  hint: `From the media library, beside the ${drawing} (also on phones). None: the practice's drawing, on wide screens only.`,
  kind: "image",
});

const shareImageField: FieldSpec = {
  name: "share_image_id",
  label: "Share image",
  hint: "What links to the page show on social media and in chats, cut to 1200 x 630 around its centre. None: the site's generated card.",
  kind: "image",
};

/** The pages whose share image is chosen under Share images (items' pages have their own). */
const sharedPages = [
  { value: "/", label: "Home" },
  { value: "/about", label: "About" },
  { value: "/services", label: "Services overview" },
  { value: "/industries", label: "Industries overview" },
  { value: "/contact", label: "Contact" },
  { value: "/locations", label: "Locations" },
] as const;

export const collectionSpecs: Readonly<Record<CollectionName, CollectionSpec>> = {
  services: {
    name: "services",
    item: "service",
    items: "services",
    title: "Services",
    nameField: "name",
    ordered: true,
    listed: itemPage("services"),
    overview: { path: "/services", label: "the services overview" },
    fields: [
      itemName,
      slugField("/services/…", [SUBCATEGORY_FOLDER]),
      { name: "practice", label: "Practice", kind: "select", options: () => practiceOptions },
      {
        name: "subcategory",
        label: "Subcategory",
        hint: "Where /services and the menu list it within its practice.",
        kind: "select",
        options: subcategoryOptions,
      },
      {
        name: "department_id",
        label: "Department id",
        hint: "What the contact form preselects from the page's Discuss Your Project button.",
        kind: "slug",
        from: "name",
      },
      { name: "title", label: "Page title", kind: "text", max: SHORT_TEXT_MAX },
      { name: "subtitle", label: "Hero subtitle", kind: "long-text", max: LONG_TEXT_MAX },
      { name: "overview", label: "Service overview", kind: "long-text", max: LONG_TEXT_MAX },
      { name: "key_benefits", label: "Key benefits", kind: "icon-cards", min: 3, max: 3 },
      { name: "offerings", label: "What we offer", kind: "text-list", min: 1, max: 12 },
      metaDescription,
      pictureField("service overview"),
      shareImageField,
    ],
  },
  industries: {
    name: "industries",
    item: "industry",
    items: "industries",
    title: "Industries",
    nameField: "name",
    ordered: true,
    listed: itemPage("industries"),
    overview: { path: "/industries", label: "the industries overview" },
    fields: [
      itemName,
      slugField("/industries/…"),
      iconField("Beside its name in the home page's industry links."),
      {
        name: "description",
        label: "Card description",
        hint: "One sentence, on the industry's card on /industries.",
        kind: "long-text",
        max: LONG_TEXT_MAX,
      },
      { name: "title", label: "Page title", kind: "text", max: SHORT_TEXT_MAX },
      { name: "subtitle", label: "Hero subtitle", kind: "long-text", max: LONG_TEXT_MAX },
      { name: "intro_heading", label: "Introduction heading", kind: "text", max: SHORT_TEXT_MAX },
      {
        name: "intro_description",
        label: "Introduction",
        kind: "long-text",
        max: LONG_TEXT_MAX,
      },
      { name: "offerings", label: "Key service offerings", kind: "icon-cards", min: 1, max: 12 },
      metaDescription,
      pictureField("introduction"),
      shareImageField,
    ],
  },
  home_service_cards: {
    name: "home_service_cards",
    item: "service card",
    items: "service cards",
    title: "Home service cards",
    nameField: "title",
    ordered: true,
    listed: onPage("title", "/#our-services", (values) => String(values.description ?? "")),
    fields: [
      cardTitle,
      cardDescription,
      iconField("On the card's coloured tile."),
      {
        name: "gradient",
        label: "Tile colour",
        kind: "select",
        options: () => cardGradients.map(({ label, value }) => ({ value, label })),
      },
    ],
  },
  company_values: {
    name: "company_values",
    item: "value",
    items: "values",
    title: "Values",
    nameField: "title",
    ordered: true,
    listed: onPage("title", "/about#values", (values) => String(values.description ?? "")),
    fields: [cardTitle, cardDescription, iconField("Above the value's title on the About page.")],
  },
  leaders: {
    name: "leaders",
    item: "leader",
    items: "leaders",
    title: "Leadership team",
    nameField: "name",
    ordered: true,
    note: "The About page shows the first three.",
    listed: onPage("name", "/about#leadership", (values) => String(values.position ?? "")),
    fields: [
      { name: "name", label: "Name", kind: "text", max: SHORT_TEXT_MAX },
      {
        name: "position",
        label: "Position",
        hint: "Their role, e.g. Chief Technology Officer.",
        kind: "text",
        max: SHORT_TEXT_MAX,
      },
      {
        name: "experience",
        label: "Experience",
        hint: "One line under the position.",
        kind: "text",
        max: SHORT_TEXT_MAX,
      },
      {
        name: "portrait",
        label: "Drawing",
        hint: "Shown when no photo is chosen: an image in the site's public folder, e.g. /leadership/meera-iyer.svg.",
        kind: "pattern",
        max: PATH_MAX,
        pattern: /^\/[A-Za-z0-9._/-]+\.(svg|png|jpe?g|webp|avif)$/,
        invalid: "Use the path of an image on this site, like /leadership/name.svg.",
        unique: false,
      },
      {
        name: "portrait_alt",
        label: "Drawing description",
        hint: "What screen readers say for the drawing.",
        kind: "text",
        max: SHORT_TEXT_MAX,
      },
      {
        name: "portrait_id",
        label: "Photo",
        hint: "From the media library, in place of the drawing; screen readers say its alt text.",
        kind: "image",
        standInAlt: "portrait_alt",
      },
    ],
  },
  milestones: {
    name: "milestones",
    item: "milestone",
    items: "milestones",
    title: "Milestones",
    nameField: "title",
    ordered: true,
    listed: onPage("title", "/about#history", (values) => String(values.year ?? "")),
    fields: [
      { name: "year", label: "Year", kind: "year", min: 1900, max: 2200 },
      cardTitle,
      cardDescription,
    ],
  },
  faqs: {
    name: "faqs",
    item: "question",
    items: "questions",
    title: "Frequently asked questions",
    nameField: "question",
    ordered: true,
    listed: onPage("question", "/contact#faq-title", (values) => String(values.answer ?? "")),
    fields: [
      { name: "question", label: "Question", kind: "text", max: SHORT_TEXT_MAX },
      { name: "answer", label: "Answer", kind: "long-text", max: LONG_TEXT_MAX },
    ],
  },
  office_hours: {
    name: "office_hours",
    item: "day",
    items: "days",
    title: "Office hours",
    nameField: "day",
    ordered: true,
    listed: onPage("day", "/contact#hours-title", (values) => String(values.hours ?? "")),
    fields: [
      {
        name: "day",
        label: "Days",
        hint: "A day or a range, e.g. Monday–Friday.",
        kind: "text",
        max: SHORT_TEXT_MAX,
      },
      {
        name: "hours",
        label: "Hours",
        hint: "In the time zone the contact page names, e.g. 9:00 AM–6:00 PM, or Closed.",
        kind: "text",
        max: SHORT_TEXT_MAX,
      },
    ],
  },
  department_contacts: {
    name: "department_contacts",
    item: "department contact",
    items: "department contacts",
    title: "Department contacts",
    nameField: "name",
    ordered: true,
    listed: onPage("name", "/contact#departments-title", (values) => String(values.email ?? "")),
    fields: [
      { name: "name", label: "Department", kind: "text", max: SHORT_TEXT_MAX },
      { name: "email", label: "Email", kind: "email" },
    ],
  },
  offices: {
    name: "offices",
    item: "office",
    items: "offices",
    title: "Offices",
    nameField: "name",
    ordered: true,
    note: "The first is the headquarters: its address, phone and email are the ones the header, footer, contact page and search engines show.",
    listed: onPage("name", "/locations", (values) =>
      [values.city, values.country].map((part) => String(part ?? "")).join(", "),
    ),
    fields: [
      {
        name: "name",
        label: "Name",
        hint: "The heading of its section on /locations.",
        kind: "text",
        max: SHORT_TEXT_MAX,
      },
      { name: "street", label: "Street", kind: "text", max: SHORT_TEXT_MAX },
      { name: "city", label: "City", kind: "text", max: SHORT_TEXT_MAX },
      { name: "region", label: "State or region", kind: "text", max: SHORT_TEXT_MAX },
      { name: "postal_code", label: "Postal code", kind: "text", max: SHORT_TEXT_MAX },
      { name: "country", label: "Country", kind: "text", max: SHORT_TEXT_MAX },
      {
        name: "country_code",
        label: "Country code",
        hint: "Two capital letters (ISO 3166-1), for search engines, e.g. IN.",
        kind: "pattern",
        max: 2,
        pattern: /^[A-Z]{2}$/,
        invalid: "Use the country's two-letter code in capitals, like IN or US.",
        unique: false,
      },
      {
        name: "phone",
        label: "Phone",
        hint: "As visitors dial it from abroad, e.g. +91 40 1234 5678.",
        kind: "pattern",
        max: 30,
        pattern: /^\+?[0-9][0-9 ().-]{3,27}[0-9]$/,
        invalid: "Use digits, spaces and an optional leading +, like +91 40 1234 5678.",
        unique: false,
      },
      { name: "email", label: "Email", kind: "email" },
    ],
  },
  page_share_images: {
    name: "page_share_images",
    item: "share image",
    items: "share images",
    title: "Share images",
    nameField: "path",
    ordered: false,
    note: "Service and industry pages have theirs in their own forms",
    listed: (id, values) => {
      const path = String(values.path ?? "");
      const page = sharedPages.find((candidate) => candidate.value === path);
      return { id, name: page?.label ?? path, detail: path, detailIsAddress: true, href: path };
    },
    fields: [
      {
        name: "path",
        label: "Page",
        kind: "select",
        options: () => sharedPages,
        unique: true,
      },
      {
        name: "image_id",
        label: "Share image",
        hint: "What links to the page show on social media and in chats, cut to 1200 x 630 around its centre. Remove this to go back to the site's generated card.",
        kind: "image",
        required: true,
      },
    ],
  },
  redirects: {
    name: "redirects",
    item: "redirect",
    items: "redirects",
    title: "Redirects",
    nameField: "source_path",
    ordered: false,
    listed: (id, values) => ({
      id,
      name: String(values.source_path ?? ""),
      detail: `Goes to ${String(values.target_path ?? "")}`,
      detailIsAddress: true,
      href: String(values.source_path ?? ""),
    }),
    fields: [
      {
        name: "source_path",
        label: "Old address",
        hint: "A service's or industry's address that no page has now, e.g. /services/old-name. Changing a slug adds one of these by itself.",
        kind: "pattern",
        max: PATH_MAX,
        pattern: /^\/(services|industries)\/[a-z0-9]+(-[a-z0-9]+)*$/,
        invalid: "Use the address of a service or industry page, like /services/old-name.",
        unique: true,
      },
      {
        name: "target_path",
        label: "New address",
        hint: "Where visitors and search engines go instead (a permanent redirect, 308): a path on this site, like /services or /services/new-name.",
        kind: "pattern",
        max: PATH_MAX,
        pattern: /^\/(?!\/)[A-Za-z0-9._~!$&'()*+,;=:@%/-]*([?#]\S*)?$/,
        invalid: "Use a path on this site that starts with one /, like /services/new-name.",
        unique: false,
        differsFrom: "source_path",
      },
    ],
  },
};
