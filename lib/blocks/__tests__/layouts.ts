/**
 * Layouts and the one sentence each must get: null for one that may be stored, else the first
 * problem. validate.test.ts holds layoutProblem to these sentences and database-parity.test.ts
 * holds public.page_layout_problem to layoutProblem on the same list. Every layout is plain
 * JSON, ready to send; those with "__proto__" keys are parsed from text, so the key is the
 * object's own and JSON.stringify sends it.
 */
import {
  doc,
  heading as richHeading,
  image,
  type Json,
  linked,
  MEDIA_ID,
  nested,
  paragraph,
  text,
} from "@/lib/rich-text/__tests__/build";

export interface LayoutCase {
  name: string;
  layout: Json;
  problem: string | null;
}

export const SERVICE_ID = "0b6a7c1e-5d3f-4a2b-8c9d-1e2f3a4b5c6d";
export const INDUSTRY_ID = "9f8e7d6c-5b4a-4321-8fed-cba987654321";

/** Item ids that differ, for lists of chosen items. */
const itemId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const chars = (count: number, char = "x") => char.repeat(count);

type Fields = { [key: string]: Json };

const block = (type: string, id: string, fields: Fields): Json => ({ type, id, ...fields });

export const hero = (fields: Fields = {}) =>
  block("hero", "hero", { heading: "Embedded World 2027", ...fields });
export const richText = (body: Json) => block("rich-text", "text", { body });
export const imageBlock = (fields: Fields = {}) =>
  block("image", "image", { imageId: MEDIA_ID, ...fields });
export const twoColumns = (fields: Fields = {}) =>
  block("two-columns", "columns", {
    text: "Our DFT engineers join your team.",
    imageId: MEDIA_ID,
    imageSide: "start",
    ...fields,
  });
export const card = (fields: Fields = {}): Json => ({
  title: "Verification",
  text: "UVM testbenches.",
  ...fields,
});
export const handCards = (cards: Json, fields: Fields = {}) =>
  block("cards", "cards", { source: "hand", cards, ...fields });
export const chosenCards = (ids: Json, fields: Fields = {}) =>
  block("cards", "chosen", { source: "services", ids, ...fields });
export const figure = (fields: Fields = {}): Json => ({
  figure: "40%",
  label: "shorter test time",
  ...fields,
});
export const figures = (list: Json, fields: Fields = {}) =>
  block("figures", "figures", { figures: list, ...fields });
export const question = (fields: Fields = {}): Json => ({
  question: "How quickly do you reply?",
  answer: "Within a day.",
  ...fields,
});
export const questions = (list: Json, fields: Fields = {}) =>
  block("questions", "questions", { questions: list, ...fields });
export const latestPosts = (fields: Fields = {}) =>
  block("latest-posts", "posts", { count: 3, ...fields });
export const callToAction = (action: Json, fields: Fields = {}) =>
  block("call-to-action", "cta", { heading: "Talk to an engineer", action, ...fields });
export const contact = (fields: Fields = {}) =>
  block("contact", "contact", { heading: "Questions about DFT?", department: "dft", ...fields });

const action = (href: Json, label: Json = "Book a meeting"): Json => ({ label, href });
const times = (count: number, make: (n: number) => Json): Json[] =>
  Array.from({ length: count }, (_, i) => make(i + 1));
/** Arrays inside each other, `depth` deep. */
function deepArray(depth: number): Json {
  let value: Json = "deep";
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

const body = doc(
  richHeading(2, "How we use your data"),
  paragraph(text("We keep what you send us.")),
);

const every: Json[] = [
  hero({
    text: "Meet us in hall 4, stand 4-123.",
    imageId: MEDIA_ID,
    action: action("/contact?department=dft"),
  }),
  richText(body),
  imageBlock({ caption: "Our Hyderabad lab." }),
  twoColumns({ heading: "Design for test", imageSide: "end" }),
  handCards([card({ href: "/services" }), card({ href: "" }), card()], { heading: "What we do" }),
  chosenCards([SERVICE_ID, itemId(2)], { heading: "Services" }),
  block("cards", "industries", { source: "industries", ids: [INDUSTRY_ID] }),
  block("cards", "leaders", { source: "leaders", ids: [itemId(3)] }),
  figures([figure(), figure({ figure: "3×", label: "faster sign-off" })], { heading: "Results" }),
  questions([question()], { heading: "Questions" }),
  latestPosts({
    heading: "News",
    kind: "news",
    industryId: INDUSTRY_ID,
    serviceId: SERVICE_ID,
    count: 12,
  }),
  callToAction(action("mailto:sales@example.com"), { text: "We reply within a day." }),
  contact({ text: "Our DFT team answers.", department: "design-for-test" }),
];

const LINKS = [
  ["/", "the home page"],
  ["/privacy-policy", "a page"],
  ["/contact?department=dft#form", "a page with a query and an anchor"],
  ["#contact", "an anchor"],
  ["https://example.com/a?b=1#c", "an https address"],
  ["http://example.com", "an http address"],
  ["HTTPS://EXAMPLE.COM", "an address in capitals"],
  ["https://example.com:8443/x", "an address with a port"],
  ["mailto:sales@example.com", "an e-mail address"],
  ["tel:+91 40 1234 5678", "a phone number"],
] as const;

const valid: LayoutCase[] = [
  { name: "an empty layout", layout: [], problem: null },
  { name: "every block with every field", layout: every, problem: null },
  {
    name: "every block with its required fields only",
    layout: [
      hero(),
      richText(doc(paragraph(text("Text.")))),
      imageBlock(),
      twoColumns(),
      handCards([card()]),
      chosenCards([SERVICE_ID]),
      figures([figure()]),
      questions([question()]),
      latestPosts(),
      callToAction(action("/contact")),
      contact(),
    ],
    problem: null,
  },
  {
    name: "exactly the most blocks a page may hold",
    layout: times(40, (n) => block("hero", `block-${n}`, { heading: `Heading ${n}` })),
    problem: null,
  },
  {
    name: "every text at its longest",
    layout: [
      hero({ heading: chars(120), text: chars(1000), action: action(`/${chars(499)}`, chars(40)) }),
      imageBlock({ caption: chars(300) }),
      handCards([
        card({ title: chars(80), text: chars(300), href: `https://example.com/${chars(480)}` }),
      ]),
      figures([figure({ figure: chars(20), label: chars(120) })]),
      questions([question({ question: chars(200), answer: chars(2000) })]),
      contact({ department: chars(100, "a") }),
    ],
    problem: null,
  },
  {
    name: "texts measured in characters, not UTF-16 units",
    layout: [hero({ heading: chars(120, "😀"), text: chars(1000, "é") })],
    problem: null,
  },
  {
    name: "every list at its longest",
    layout: [
      handCards(times(12, () => card())),
      chosenCards(times(12, itemId)),
      figures(times(6, () => figure())),
      questions(times(20, () => question())),
    ],
    problem: null,
  },
  { name: "one post, the fewest", layout: [latestPosts({ count: 1 })], problem: null },
  {
    name: "a count written as 3.0",
    layout: JSON.parse('[{"type":"latest-posts","id":"p","count":3.0}]') as Json,
    problem: null,
  },
  {
    name: "ids of every allowed form",
    layout: [
      block("hero", "a", { heading: "A" }),
      block("hero", "A_b-9", { heading: "B" }),
      block("hero", "7d3c1b0e-2f4a-4c5d-9e8f-0a1b2c3d4e5f", { heading: "C" }),
      block("hero", chars(64, "z"), { heading: "D" }),
      block("hero", "A", { heading: "Ids differ in case" }),
    ],
    problem: null,
  },
  ...LINKS.map(([href, what]) => ({
    name: `a button to ${what}`,
    layout: [callToAction(action(href))],
    problem: null,
  })),
  {
    name: "optional texts left empty or blank",
    layout: [
      hero({ text: "" }),
      twoColumns({ heading: "   " }),
      handCards([card({ href: "" })], { heading: "" }),
    ],
    problem: null,
  },
  {
    name: "a chosen item's id in capitals",
    layout: [chosenCards([SERVICE_ID.toUpperCase()])],
    problem: null,
  },
  {
    name: "a rich text showing only an image",
    layout: [richText(doc(image({ mediaId: MEDIA_ID, alt: "Our lab" })))],
    problem: null,
  },
];

const B1 = (name: string, problem: string) => `Block 1 (${name}): ${problem}`;
const LINK_RULE =
  "cannot be used: it must be a page of this site (/about), a section of the page (#contact), a full web address (https://…), an e-mail address (mailto:…) or a phone number (tel:…).";

const HOSTILE_HREFS: [string, Json][] = [
  ["javascript:", "javascript:alert(1)"],
  ["javascript: in mixed case", "JaVaScRiPt:alert(1)"],
  ["javascript: after a space", " javascript:alert(1)"],
  ["javascript: split by a tab", "java\tscript:alert(1)"],
  ["javascript: split by a newline", "java\nscript:alert(1)"],
  ["javascript: behind an entity", "javascript&colon;alert(1)"],
  ["vbscript:", "vbscript:msgbox(1)"],
  ["data:", "data:text/html,<script>alert(1)</script>"],
  ["another host without a scheme", "//evil.example"],
  ["another host behind a backslash", "/\\evil.example"],
  ["a user name before the host", "https://example.com@evil.example"],
  ["a path after a space", " /about"],
  ["a path with a space inside", "/about us"],
  ["a path after a zero-width space", "\u200b/about"],
  ["a full-width solidus", "／about"],
  ["an e-mail address without an address", "mailto:"],
  ["a bare word", "contact"],
  ["spaces alone", "   "],
];

const layoutLevel: LayoutCase[] = [
  { name: "null", layout: null, problem: "The page's blocks must be a list." },
  { name: "an object", layout: { type: "hero" }, problem: "The page's blocks must be a list." },
  { name: "a string", layout: "hero", problem: "The page's blocks must be a list." },
  { name: "a number", layout: 40, problem: "The page's blocks must be a list." },
  {
    name: "one block more than a page may hold",
    layout: times(41, (n) => block("hero", `block-${n}`, { heading: `Heading ${n}` })),
    problem: "A page may hold at most 40 blocks.",
  },
  {
    name: "a huge list of anything",
    layout: times(100_000, () => null),
    problem: "A page may hold at most 40 blocks.",
  },
  {
    name: "a layout nested deep in lists",
    layout: deepArray(2000),
    problem: 'Block 1 is not a block: an object with a "type" and an "id".',
  },
  {
    name: "a number for a block",
    layout: [1],
    problem: 'Block 1 is not a block: an object with a "type" and an "id".',
  },
  {
    name: "null for a block",
    layout: [hero(), null],
    problem: 'Block 2 is not a block: an object with a "type" and an "id".',
  },
  {
    name: "a list for a block",
    layout: [[hero()]],
    problem: 'Block 1 is not a block: an object with a "type" and an "id".',
  },
  {
    name: "a block without a type",
    layout: [{ id: "a", heading: "A" }],
    problem: 'Block 1 is not a block: an object with a "type" and an "id".',
  },
  {
    name: "a type that is not text",
    layout: [{ type: 5, id: "a" }],
    problem: 'Block 1 is not a block: an object with a "type" and an "id".',
  },
  {
    name: "an unknown type",
    layout: [{ type: "video", id: "a" }],
    problem: 'Block 1 is of a kind that is not allowed: "video".',
  },
  {
    name: "a type in the wrong case",
    layout: [{ type: "Hero", id: "a", heading: "A" }],
    problem: 'Block 1 is of a kind that is not allowed: "Hero".',
  },
  {
    name: "a type named like Object's own",
    layout: [{ type: "constructor", id: "a" }],
    problem: 'Block 1 is of a kind that is not allowed: "constructor".',
  },
  {
    name: "a type named __proto__",
    layout: [{ type: "__proto__", id: "a" }],
    problem: 'Block 1 is of a kind that is not allowed: "__proto__".',
  },
  {
    name: "a long unknown type, quoted and cut",
    layout: [{ type: `<script>${chars(200)}"`, id: "a" }],
    problem: `Block 1 is of a kind that is not allowed: "<script>${chars(92)}…".`,
  },
  {
    name: "a block without an id",
    layout: [{ type: "hero", heading: "A" }],
    problem: B1("Hero", "the block has no id."),
  },
  ...(
    [
      ["an empty id", ""],
      ["an id that is a number", 5],
      ["an id that is null", null],
      ["an id with a space", "a b"],
      ["an id with an accent", "café"],
      ["an id one character too long", chars(65)],
      ["an id with a newline at its end", "hero\n"],
    ] as [string, Json][]
  ).map(([name, id]) => ({
    name,
    layout: [{ type: "hero", id, heading: "A" }],
    problem: B1("Hero", 'the block\'s id must be 1 to 64 letters, digits, "-" or "_".'),
  })),
  {
    name: "two blocks with one id",
    layout: [
      hero(),
      imageBlock(),
      block("contact", "hero", { heading: "Write to us", department: "dft" }),
    ],
    problem: "Block 3 (Contact): the block's id is the same as block 1's.",
  },
  {
    name: "a field a block may not have",
    layout: [hero({ style: "dark" })],
    problem: B1("Hero", 'the block has a field that is not allowed: "style".'),
  },
  {
    name: "fields a block may not have, the first in jsonb's order",
    layout: [hero({ zz: 1, b: 1, aa: 1 })],
    problem: B1("Hero", 'the block has a field that is not allowed: "b".'),
  },
  {
    name: "a thousand fields a block may not have",
    layout: [hero(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${999 - i}`, i])))],
    problem: B1("Hero", 'the block has a field that is not allowed: "k0".'),
  },
  {
    name: "a __proto__ field",
    layout: JSON.parse(
      '[{"type":"hero","id":"a","heading":"A","__proto__":{"heading":""}}]',
    ) as Json,
    problem: B1("Hero", 'the block has a field that is not allowed: "__proto__".'),
  },
  {
    name: "a field of another type of block",
    layout: [imageBlock({ heading: "A" })],
    problem: B1("Image", 'the block has a field that is not allowed: "heading".'),
  },
  {
    name: "the first broken block, not a later one",
    layout: [hero(), imageBlock({ caption: 5 }), hero({ heading: "" })],
    problem: "Block 2 (Image): the caption must be text.",
  },
];

const heroes: LayoutCase[] = [
  {
    name: "a hero without a heading",
    layout: [hero({ heading: undefined as unknown as Json })].map(strip),
    problem: B1("Hero", "the heading is missing."),
  },
  {
    name: "a hero with an empty heading",
    layout: [hero({ heading: "" })],
    problem: B1("Hero", "the heading is missing."),
  },
  {
    name: "a hero with a heading of spaces",
    layout: [hero({ heading: " \t\n " })],
    problem: B1("Hero", "the heading is missing."),
  },
  {
    name: "a hero with a heading of invisible characters",
    layout: [hero({ heading: "\u00a0\u200b\u3000\ufeff" })],
    problem: B1("Hero", "the heading is missing."),
  },
  {
    name: "a heading one character too long",
    layout: [hero({ heading: chars(121) })],
    problem: B1("Hero", "the heading is too long: at most 120 characters."),
  },
  {
    name: "a heading that is a number",
    layout: [hero({ heading: 5 })],
    problem: B1("Hero", "the heading must be text."),
  },
  {
    name: "a heading that is null",
    layout: [hero({ heading: null })],
    problem: B1("Hero", "the heading must be text."),
  },
  {
    name: "a heading nested deep in lists",
    layout: [hero({ heading: deepArray(2000) })],
    problem: B1("Hero", "the heading must be text."),
  },
  {
    name: "a huge heading",
    layout: [hero({ heading: chars(1_000_000) })],
    problem: B1("Hero", "the heading is too long: at most 120 characters."),
  },
  {
    name: "a hero's text one character too long",
    layout: [hero({ text: chars(1001) })],
    problem: B1("Hero", "the text is too long: at most 1,000 characters."),
  },
  {
    name: "a hero's text that is a list",
    layout: [hero({ text: ["a"] })],
    problem: B1("Hero", "the text must be text."),
  },
  {
    name: "a hero's image that is not an id",
    layout: [hero({ imageId: "photo.jpg" })],
    problem: B1("Hero", "the image is not one of the choices: choose again."),
  },
  {
    name: "a hero's image left empty",
    layout: [hero({ imageId: "" })],
    problem: B1("Hero", "the image is not one of the choices: choose again."),
  },
  {
    name: "a hero's button that is text",
    layout: [hero({ action: "/contact" })],
    problem: B1("Hero", "the button must be an object."),
  },
  {
    name: "a button with a field it may not have",
    layout: [hero({ action: { label: "Go", href: "/contact", target: "_blank" } })],
    problem: B1("Hero", 'the button has a field that is not allowed: "target".'),
  },
  {
    name: "a button without a label",
    layout: [hero({ action: { href: "/contact" } })],
    problem: B1("Hero", "the button's label is missing."),
  },
  {
    name: "a button label one character too long",
    layout: [hero({ action: action("/contact", chars(41)) })],
    problem: B1("Hero", "the button's label is too long: at most 40 characters."),
  },
  {
    name: "a button without a link",
    layout: [hero({ action: { label: "Go" } })],
    problem: B1("Hero", "the button's link is missing."),
  },
  {
    name: "a button with an empty link",
    layout: [hero({ action: action("") })],
    problem: B1("Hero", "the button's link is missing."),
  },
  {
    name: "a button link that is a number",
    layout: [hero({ action: action(5) })],
    problem: B1("Hero", "the button's link must be text."),
  },
  {
    name: "a button link one character too long",
    layout: [hero({ action: action(`/${chars(500)}`) })],
    problem: B1("Hero", "the button's link is too long: at most 500 characters."),
  },
];

const hostile: LayoutCase[] = HOSTILE_HREFS.flatMap(([name, href]) => [
  {
    name: `a button to ${name}`,
    layout: [callToAction(action(href))],
    problem: B1("Call to action", `the button's link ${LINK_RULE}`),
  },
  {
    name: `a card to ${name}`,
    layout: [handCards([card(), card({ href })])],
    problem: B1("Cards", `the link of card 2 ${LINK_RULE}`),
  },
]);

const others: LayoutCase[] = [
  {
    name: "a rich text without a body",
    layout: [block("rich-text", "t", {})],
    problem: B1("Rich text", "the text is missing."),
  },
  {
    name: "a rich text with an empty body",
    layout: [richText(doc(paragraph()))],
    problem: B1("Rich text", "the text is missing."),
  },
  {
    name: "a rich text of spaces alone",
    layout: [richText(doc(paragraph(text("   \u00a0"))))],
    problem: B1("Rich text", "the text is missing."),
  },
  {
    name: "a rich-text body that is not a document",
    layout: [richText("<p>Hello</p>")],
    problem: B1(
      "Rich text",
      'the text is not a rich-text document: it must be an object with "type": "doc" and a "content" list.',
    ),
  },
  {
    name: "a rich-text body with a javascript: link",
    layout: [richText(linked("javascript:alert(1)"))],
    problem: B1(
      "Rich text",
      'the link "javascript:alert(1)" cannot be used. Links may go to https:// or http:// addresses, mailto: e-mail addresses, tel: phone numbers, pages on this site (starting with a single /) or sections of the page (starting with #).',
    ),
  },
  {
    name: "a rich-text body nested too deeply",
    layout: [richText(nested(13))],
    problem: B1(
      "Rich text",
      "the text is nested too deeply: lists, quotes and tables may sit at most 12 levels inside each other.",
    ),
  },
  {
    name: "a rich-text image without alt text",
    layout: [richText(doc(image({ mediaId: MEDIA_ID, alt: " " })))],
    problem: B1("Rich text", "an image needs alt text that says what it shows."),
  },
  {
    name: "an image block without an image",
    layout: [block("image", "i", {})],
    problem: B1("Image", "choose the image."),
  },
  {
    name: "an image block with an empty image",
    layout: [imageBlock({ imageId: "" })],
    problem: B1("Image", "choose the image."),
  },
  {
    name: "an image id one character short",
    layout: [imageBlock({ imageId: MEDIA_ID.slice(1) })],
    problem: B1("Image", "the image is not one of the choices: choose again."),
  },
  {
    name: "a caption one character too long",
    layout: [imageBlock({ caption: chars(301) })],
    problem: B1("Image", "the caption is too long: at most 300 characters."),
  },
  {
    name: "text and image without text",
    layout: [twoColumns({ text: "" })],
    problem: B1("Text and image", "the text is missing."),
  },
  {
    name: "text and image with a heading too long",
    layout: [twoColumns({ heading: chars(121) })],
    problem: B1("Text and image", "the heading is too long: at most 120 characters."),
  },
  {
    name: "text and image without an image",
    layout: [twoColumns({ imageId: "" })],
    problem: B1("Text and image", "choose the image."),
  },
  {
    name: "text and image without a side",
    layout: [twoColumns({ imageSide: "" })],
    problem: B1("Text and image", "choose the image's side."),
  },
  {
    name: "text and image on the left",
    layout: [twoColumns({ imageSide: "left" })],
    problem: B1("Text and image", "the image's side is not one of the choices: choose again."),
  },
  {
    name: "cards without a source",
    layout: [block("cards", "c", { cards: [card()] })],
    problem: B1("Cards", "choose the kind of cards."),
  },
  {
    name: "cards of posts",
    layout: [handCards([card()], { source: "posts" })],
    problem: B1("Cards", "the kind of cards is not one of the choices: choose again."),
  },
  {
    name: "written cards with chosen ids too",
    layout: [handCards([card()], { ids: [SERVICE_ID] })],
    problem: B1("Cards", 'the block has a field that is not allowed: "ids".'),
  },
  {
    name: "chosen cards with written cards too",
    layout: [chosenCards([SERVICE_ID], { cards: [card()] })],
    problem: B1("Cards", 'the block has a field that is not allowed: "cards".'),
  },
  {
    name: "written cards without cards",
    layout: [block("cards", "c", { source: "hand" })],
    problem: B1("Cards", "add at least one card."),
  },
  {
    name: "written cards, none",
    layout: [handCards([])],
    problem: B1("Cards", "add at least one card."),
  },
  {
    name: "written cards that are not a list",
    layout: [handCards({ 0: card() })],
    problem: B1("Cards", "the cards must be a list."),
  },
  {
    name: "one written card too many",
    layout: [handCards(times(13, () => card()))],
    problem: B1("Cards", "there may be at most 12 cards."),
  },
  {
    name: "a huge list of cards",
    layout: [handCards(times(100_000, () => "card"))],
    problem: B1("Cards", "there may be at most 12 cards."),
  },
  {
    name: "a card that is text",
    layout: [handCards([card(), "Verification"])],
    problem: B1("Cards", "card 2 must be an object."),
  },
  {
    name: "a card with a field it may not have",
    layout: [handCards([card({ icon: "chip" })])],
    problem: B1("Cards", 'card 1 has a field that is not allowed: "icon".'),
  },
  {
    name: "a card without a title",
    layout: [handCards([card({ title: " " })])],
    problem: B1("Cards", "the title of card 1 is missing."),
  },
  {
    name: "a card title one character too long",
    layout: [handCards([card({ title: chars(81) })])],
    problem: B1("Cards", "the title of card 1 is too long: at most 80 characters."),
  },
  {
    name: "a card without a text",
    layout: [handCards([card(), card(), card({ text: "" })])],
    problem: B1("Cards", "the text of card 3 is missing."),
  },
  {
    name: "a card text one character too long",
    layout: [handCards([card({ text: chars(301) })])],
    problem: B1("Cards", "the text of card 1 is too long: at most 300 characters."),
  },
  {
    name: "chosen cards without ids",
    layout: [block("cards", "c", { source: "leaders" })],
    problem: B1("Cards", "add at least one card."),
  },
  {
    name: "chosen cards, none",
    layout: [chosenCards([])],
    problem: B1("Cards", "add at least one card."),
  },
  {
    name: "chosen cards that are not a list",
    layout: [chosenCards(SERVICE_ID)],
    problem: B1("Cards", "the cards must be a list."),
  },
  {
    name: "one chosen card too many",
    layout: [chosenCards(times(13, itemId))],
    problem: B1("Cards", "there may be at most 12 cards."),
  },
  {
    name: "a chosen card by its name",
    layout: [chosenCards([SERVICE_ID, "dft"])],
    problem: B1("Cards", "card 2 is not one of the choices: choose again."),
  },
  {
    name: "a chosen card left empty",
    layout: [chosenCards([""])],
    problem: B1("Cards", "choose card 1."),
  },
  {
    name: "a chosen card that is null",
    layout: [chosenCards([null])],
    problem: B1("Cards", "card 1 is not one of the choices: choose again."),
  },
  {
    name: "a card chosen twice, in another case",
    layout: [chosenCards([SERVICE_ID, itemId(2), SERVICE_ID.toUpperCase()])],
    problem: B1("Cards", "card 3 is the same as card 1."),
  },
  {
    name: "figures, none",
    layout: [figures([])],
    problem: B1("Figures", "add at least one figure."),
  },
  {
    name: "one figure too many",
    layout: [figures(times(7, () => figure()))],
    problem: B1("Figures", "there may be at most 6 figures."),
  },
  {
    name: "a figure without its number",
    layout: [figures([figure({ figure: "" })])],
    problem: B1("Figures", "the number of figure 1 is missing."),
  },
  {
    name: "a figure's number one character too long",
    layout: [figures([figure({ figure: chars(21) })])],
    problem: B1("Figures", "the number of figure 1 is too long: at most 20 characters."),
  },
  {
    name: "a figure without its label",
    layout: [figures([figure(), figure({ label: undefined as unknown as Json })].map(strip))],
    problem: B1("Figures", "the label of figure 2 is missing."),
  },
  {
    name: "a figure's label one character too long",
    layout: [figures([figure({ label: chars(121) })])],
    problem: B1("Figures", "the label of figure 1 is too long: at most 120 characters."),
  },
  {
    name: "questions, missing",
    layout: [block("questions", "q", {})],
    problem: B1("Questions and answers", "add at least one question."),
  },
  {
    name: "one question too many",
    layout: [questions(times(21, () => question()))],
    problem: B1("Questions and answers", "there may be at most 20 questions."),
  },
  {
    name: "a question without its text",
    layout: [questions([question({ question: "" })])],
    problem: B1("Questions and answers", "the text of question 1 is missing."),
  },
  {
    name: "a question one character too long",
    layout: [questions([question({ question: chars(201) })])],
    problem: B1(
      "Questions and answers",
      "the text of question 1 is too long: at most 200 characters.",
    ),
  },
  {
    name: "a question without an answer",
    layout: [questions([question({ answer: "\n" })])],
    problem: B1("Questions and answers", "the answer to question 1 is missing."),
  },
  {
    name: "an answer one character too long",
    layout: [questions([question({ answer: chars(2001) })])],
    problem: B1(
      "Questions and answers",
      "the answer to question 1 is too long: at most 2,000 characters.",
    ),
  },
  {
    name: "no posts",
    layout: [latestPosts({ count: 0 })],
    problem: B1("Latest posts", "the number of posts must be a whole number from 1 to 12."),
  },
  {
    name: "one post too many",
    layout: [latestPosts({ count: 13 })],
    problem: B1("Latest posts", "the number of posts must be a whole number from 1 to 12."),
  },
  {
    name: "a part of a post",
    layout: [latestPosts({ count: 2.5 })],
    problem: B1("Latest posts", "the number of posts must be a whole number from 1 to 12."),
  },
  {
    name: "a count written as text",
    layout: [latestPosts({ count: "3" })],
    problem: B1("Latest posts", "the number of posts must be a whole number from 1 to 12."),
  },
  {
    name: "latest posts without a count",
    layout: [block("latest-posts", "p", {})],
    problem: B1("Latest posts", "the number of posts must be a whole number from 1 to 12."),
  },
  {
    name: "posts of an unknown kind",
    layout: [latestPosts({ kind: "blog" })],
    problem: B1("Latest posts", "the kind of posts is not one of the choices: choose again."),
  },
  {
    name: "posts of an empty kind",
    layout: [latestPosts({ kind: "" })],
    problem: B1("Latest posts", "the kind of posts is not one of the choices: choose again."),
  },
  {
    name: "posts of an industry by name",
    layout: [latestPosts({ industryId: "automotive" })],
    problem: B1("Latest posts", "the industry is not one of the choices: choose again."),
  },
  {
    name: "posts of a service by number",
    layout: [latestPosts({ serviceId: 7 })],
    problem: B1("Latest posts", "the service is not one of the choices: choose again."),
  },
  {
    name: "a call to action without a button",
    layout: [block("call-to-action", "c", { heading: "Talk to us" })],
    problem: B1("Call to action", "the button is missing."),
  },
  {
    name: "a call to action without a heading",
    layout: [callToAction(action("/contact"), { heading: "" })],
    problem: B1("Call to action", "the heading is missing."),
  },
  {
    name: "a contact block without a heading",
    layout: [contact({ heading: "  " })],
    problem: B1("Contact", "the heading is missing."),
  },
  {
    name: "a contact block without a department",
    layout: [block("contact", "c", { heading: "Write to us" })],
    problem: B1("Contact", "choose the department."),
  },
  {
    name: "a contact block with an empty department",
    layout: [contact({ department: "" })],
    problem: B1("Contact", "choose the department."),
  },
  ...(
    [
      ["a department with capitals and spaces", "Sales Team"],
      ["a department ending in a hyphen", "dft-"],
      ["a department one character too long", chars(101, "a")],
      ["a department that is a number", 3],
    ] as [string, Json][]
  ).map(([name, department]) => ({
    name,
    layout: [contact({ department })],
    problem: B1("Contact", "the department is not one of the choices: choose again."),
  })),
  {
    name: "a contact text one character too long",
    layout: [contact({ text: chars(1001) })],
    problem: B1("Contact", "the text is too long: at most 1,000 characters."),
  },
];

/** Removes the fields set to undefined, as JSON would. */
function strip(value: Json): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}

export const layoutCases: readonly LayoutCase[] = [
  ...valid,
  ...layoutLevel,
  ...heroes,
  ...hostile,
  ...others,
];
