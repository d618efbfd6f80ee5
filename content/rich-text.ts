/**
 * Every sentence of rich-text bodies that readers or editors see: the article's own labels, and
 * why a body cannot be saved.
 *
 * The problems are also written, word for word, in public.rich_text_problem
 * (supabase/migrations/20261201000000_rich_text.sql), which refuses the same bodies in the
 * database: change one, change the other. Names in them are JSON-quoted and cut at 100
 * characters (see quoted in lib/rich-text/problem-words.ts).
 */

const ALLOWED_LINKS =
  "Links may go to https:// or http:// addresses, mailto: e-mail addresses, tel: phone numbers, " +
  "pages on this site (starting with a single /) or sections of the page (starting with #).";

export const richTextText = {
  contents: "Contents",
  linkToSection: (heading: string) => `Link to this section: ${heading}`,
  /** Names each table's scrolling frame, numbered in the order they appear. */
  table: (number: number) => `Table ${number}`,
};

/** Each takes names already quoted, so the database can build the same sentence. */
export const richTextProblems = {
  notDocument:
    'The text is not a rich-text document: it must be an object with "type": "doc" and a "content" list.',
  tooLarge: "The text is too long: it may take at most 200,000 bytes when stored.",
  tooDeep:
    "The text is nested too deeply: lists, quotes and tables may sit at most 12 levels inside each other.",
  notNode: 'The text has a part that is not a node (an object with a "type").',
  unknownNode: (type: string) => `The text has a part of a kind that is not allowed: ${type}.`,
  misplaced: (type: string, parent: string) => `A ${type} node cannot sit inside ${parent}.`,
  fieldNotAllowed: (type: string, field: string) =>
    `The ${type} node has a field that is not allowed: ${field}.`,
  contentNotList: (type: string) => `The content of the ${type} node must be a list of nodes.`,
  attrsNotObject: (type: string) => `The attributes of the ${type} node must be an object.`,
  attrNotAllowed: (type: string, attr: string) =>
    `The ${type} node has an attribute that is not allowed: ${attr}.`,
  attrInvalid: (type: string, attr: string) =>
    `The attribute ${attr} of the ${type} node has a value that is not allowed.`,
  headingLevel: "A heading's level must be 2, 3 or 4.",
  imageMedia: 'An image must name a picture in the media library by its id ("mediaId").',
  imageAlt: "An image needs alt text that says what it shows.",
  imageAltLength: "An image's alt text may be at most 300 characters.",
  imageCaptionLength: "An image's caption may be at most 300 characters.",
  text: "A text node must have some text.",
  marksNotList: "The marks of a text node must be a list.",
  notMark: 'A text node has a mark that is not an object with a "type".',
  unknownMark: (type: string) => `A text node has a mark of a kind that is not allowed: ${type}.`,
  markFieldNotAllowed: (type: string, field: string) =>
    `The ${type} mark has a field that is not allowed: ${field}.`,
  markAttrsNotObject: (type: string) => `The attributes of the ${type} mark must be an object.`,
  markAttrNotAllowed: (type: string, attr: string) =>
    `The ${type} mark has an attribute that is not allowed: ${attr}.`,
  markAttrInvalid: (type: string, attr: string) =>
    `The attribute ${attr} of the ${type} mark has a value that is not allowed.`,
  linkNoAddress: `A link has no address. ${ALLOWED_LINKS}`,
  linkRefused: (href: string) => `The link ${href} cannot be used. ${ALLOWED_LINKS}`,
};
