/**
 * Every text of a page's blocks in /admin: what each kind of block is called and offers, its
 * fields' labels and hints, and why a block cannot be saved.
 *
 * The problems are also written, word for word, in public.page_layout_problem
 * (supabase/migrations/20261202000000_page_blocks.sql), which refuses the same layouts in the
 * database: change one, change the other. Each problem is the end of a sentence (a lower-case
 * first letter, its full stop included): a form shows it under its field with a capital
 * (blockFieldSentence), a whole layout's check puts "Block 3 (Hero): " before it. Names an
 * editor typed are JSON-quoted and cut at 100 characters, as in content/rich-text.ts.
 */

/** What each kind of block is called, in the editor's list and in problems. */
export const blockTypeNames = {
  hero: "Hero",
  "rich-text": "Rich text",
  image: "Image",
  "two-columns": "Text and image",
  cards: "Cards",
  figures: "Figures",
  questions: "Questions and answers",
  "latest-posts": "Latest posts",
  "call-to-action": "Call to action",
  contact: "Contact",
} as const;

/** What each kind of block shows, in the menu that adds one. */
export const blockTypeHints = {
  hero: "The page's big heading, with a short text, an image and a button if you like. Usually the first block.",
  "rich-text":
    "Formatted text: headings, lists, links, tables and images. A policy's text goes here.",
  image: "One image from the media library, across the page, with a caption if you like.",
  "two-columns": "A text beside an image; on phones the image comes after the text.",
  cards: "A row of cards: services, industries or leaders you choose, or cards you write.",
  figures: "Up to six figures and what they measure, such as 40% shorter test time.",
  questions: "Questions that open to show their answers.",
  "latest-posts":
    "The newest case studies, insights and news, of one kind or about one industry or service if you like.",
  "call-to-action": "A heading and a button that asks the visitor to act.",
  contact: "A heading and a button to the contact form, with a department chosen.",
} as const;

const optionalHeading = {
  label: "Heading (optional)",
  hint: "Above the block. Empty: no heading.",
};
const optionalText = { label: "Text (optional)", hint: "A sentence or two under the heading." };
const linkHint =
  "A page of this site (/services), a full web address (https://…), mailto:, tel: or #section.";

/** The labels and hints of each block's fields, by block type and field name. */
export const blockFieldWords = {
  hero: {
    heading: {
      label: "Heading",
      hint: "The page's main heading when the hero is its first block.",
    },
    text: optionalText,
    imageId: {
      label: "Image (optional)",
      hint: "From the media library, beside the heading. None: no image.",
    },
    action: { label: "Button (optional)", hint: "Leave it out for no button." },
  },
  "rich-text": {
    body: { label: "Text", hint: "Headings start at level 2: the page's title is its level 1." },
  },
  image: {
    imageId: {
      label: "Image",
      hint: "From the media library; screen readers say its description there.",
    },
    caption: { label: "Caption (optional)", hint: "Shown under the image." },
  },
  "two-columns": {
    heading: optionalHeading,
    text: { label: "Text", hint: "Beside the image." },
    imageId: { label: "Image", hint: "From the media library." },
    imageSide: {
      label: "Image's side",
      hint: "On wide screens. On phones the image comes after the text.",
      options: { start: "Left", end: "Right" },
    },
  },
  cards: {
    heading: optionalHeading,
    source: {
      label: "Cards of",
      hint: "Services, industries and leaders show their own name, text and page; cards written here show what you write.",
      options: {
        hand: "Cards written here",
        services: "Services",
        industries: "Industries",
        leaders: "Leaders",
      },
    },
    ids: {
      label: "Chosen",
      hint: "One to twelve, in the order to show them. One removed later is left out.",
    },
    cards: { label: "Cards", hint: "One to twelve." },
  },
  figures: {
    heading: optionalHeading,
    figures: { label: "Figures", hint: "One to six." },
  },
  questions: {
    heading: optionalHeading,
    questions: { label: "Questions", hint: "One to twenty, in the order to show them." },
  },
  "latest-posts": {
    heading: optionalHeading,
    kind: {
      label: "Kind (optional)",
      hint: "Only posts of this kind.",
      any: "All kinds",
    },
    industryId: {
      label: "Industry (optional)",
      hint: "Only posts about this industry.",
      any: "All industries",
    },
    serviceId: {
      label: "Service (optional)",
      hint: "Only posts about this service.",
      any: "All services",
    },
    count: { label: "How many", hint: "One to twelve, newest first." },
  },
  "call-to-action": {
    heading: { label: "Heading", hint: "What the visitor is asked to do." },
    text: optionalText,
    action: { label: "Button", hint: "Where the visitor goes next." },
  },
  contact: {
    heading: { label: "Heading", hint: "Above the button to the contact form." },
    text: optionalText,
    department: {
      label: "Department",
      hint: "Chosen in the contact form when the visitor follows the button.",
    },
  },
} as const;

/** The fields of a button, a written card, a figure and a question. */
export const blockPartWords = {
  action: {
    label: { label: "Button label", hint: "A few words, such as Talk to an engineer." },
    href: { label: "Button link", hint: linkHint },
    add: "Add a button",
    remove: "Remove the button",
  },
  card: {
    name: (position: number) => `Card ${position}`,
    title: { label: "Title" },
    text: { label: "Text" },
    href: { label: "Link (optional)", hint: `Where the card leads. ${linkHint}` },
    add: "Add a card",
    remove: "Remove the card",
  },
  figure: {
    name: (position: number) => `Figure ${position}`,
    figure: { label: "Number", hint: "With its unit, such as 40% or 3x." },
    label: { label: "Label", hint: "What it measures, such as shorter test time." },
    add: "Add a figure",
    remove: "Remove the figure",
  },
  question: {
    name: (position: number) => `Question ${position}`,
    question: { label: "Question" },
    answer: { label: "Answer" },
    add: "Add a question",
    remove: "Remove the question",
  },
} as const;

/** What the problems call each field ("the heading is missing."). */
export const blockSubjects = {
  block: "the block",
  heading: "the heading",
  text: "the text",
  image: "the image",
  caption: "the caption",
  imageSide: "the image's side",
  source: "the kind of cards",
  cards: "the cards",
  figures: "the figures",
  questions: "the questions",
  kind: "the kind of posts",
  industry: "the industry",
  service: "the service",
  count: "the number of posts",
  department: "the department",
  action: "the button",
  actionLabel: "the button's label",
  actionHref: "the button's link",
  card: (position: number) => `card ${position}`,
  cardTitle: (position: number) => `the title of card ${position}`,
  cardText: (position: number) => `the text of card ${position}`,
  cardHref: (position: number) => `the link of card ${position}`,
  figure: (position: number) => `figure ${position}`,
  figureNumber: (position: number) => `the number of figure ${position}`,
  figureLabel: (position: number) => `the label of figure ${position}`,
  question: (position: number) => `question ${position}`,
  questionText: (position: number) => `the text of question ${position}`,
  questionAnswer: (position: number) => `the answer to question ${position}`,
} as const;

/** What a list's items are called, one and many ("add at least one card."). */
export const blockListItems = {
  cards: { item: "card", items: "cards" },
  figures: { item: "figure", items: "figures" },
  questions: { item: "question", items: "questions" },
} as const;

const grouped = (count: number) => count.toLocaleString("en-US");

/** Why one field of a block cannot be saved: the end of a sentence (see above). */
export const blockProblems = {
  missing: (subject: string) => `${subject} is missing.`,
  tooLong: (subject: string, max: number) =>
    `${subject} is too long: at most ${grouped(max)} characters.`,
  notText: (subject: string) => `${subject} must be text.`,
  notObject: (subject: string) => `${subject} must be an object.`,
  notList: (subject: string) => `${subject} must be a list.`,
  fieldNotAllowed: (subject: string, field: string) =>
    `${subject} has a field that is not allowed: ${field}.`,
  choose: (subject: string) => `choose ${subject}.`,
  notAChoice: (subject: string) => `${subject} is not one of the choices: choose again.`,
  link: (subject: string) =>
    `${subject} cannot be used: it must be a page of this site (/about), a section of the page (#contact), a full web address (https://…), an e-mail address (mailto:…) or a phone number (tel:…).`,
  tooFew: (item: string) => `add at least one ${item}.`,
  tooMany: (max: number, items: string) => `there may be at most ${grouped(max)} ${items}.`,
  same: (subject: string, earlier: string) => `${subject} is the same as ${earlier}.`,
  wholeNumber: (subject: string, min: number, max: number) =>
    `${subject} must be a whole number from ${grouped(min)} to ${grouped(max)}.`,
  idMissing: "the block has no id.",
  idForm: 'the block\'s id must be 1 to 64 letters, digits, "-" or "_".',
  idTaken: (earlier: number) => `the block's id is the same as block ${earlier}'s.`,
};

/** Why a whole layout cannot be saved, in sentences of their own. */
export const layoutProblems = {
  notList: "The page's blocks must be a list.",
  tooMany: (max: number) => `A page may hold at most ${grouped(max)} blocks.`,
  notBlock: (position: number) =>
    `Block ${position} is not a block: an object with a "type" and an "id".`,
  unknownType: (position: number, type: string) =>
    `Block ${position} is of a kind that is not allowed: ${type}.`,
  inBlock: (position: number, name: string, problem: string) =>
    `Block ${position} (${name}): ${problem}`,
};

/** A problem as a form shows it under its field: a sentence of its own. */
export const blockFieldSentence = (problem: string) =>
  problem.charAt(0).toUpperCase() + problem.slice(1);
