import { richTextProblems } from "@/content/rich-text";
import { quoted } from "./problem-words";

/*
 * Which link addresses a body may hold. Each is a whole-string pattern written only with ASCII
 * ranges and no case-insensitive flag, so public.rich_text_problem (which repeats them, see
 * supabase/migrations/20261201000000_rich_text.sql) matches exactly the same strings: Postgres
 * folds case by locale, and would let a Kelvin sign pass for a "k".
 *
 * Anything that matches none is refused, which covers other schemes, "//host", "/\host",
 * whitespace or control characters anywhere (leading spaces, "java\tscript:") and non-ASCII
 * look-alikes.
 */
const URL_CHAR = "[A-Za-z0-9._~!$&'()*+,;=:@%/?#-]";
const HOST = "[A-Za-z0-9-]+([.][A-Za-z0-9-]+)*";

export const ALLOWED_HREF_PATTERNS: readonly string[] = [
  // A web address with a host and no user name ("https://site@evil.example" misleads).
  `^[Hh][Tt][Tt][Pp][Ss]?://${HOST}(:[0-9]{1,5})?([/?#]${URL_CHAR}*)?$`,
  `^[Mm][Aa][Ii][Ll][Tt][Oo]:[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]+@${HOST}([?]${URL_CHAR}*)?$`,
  "^[Tt][Ee][Ll]:[0-9 +()-]*[0-9][0-9 +()-]*$",
  // A path on this site; a second "/" or a "\" would make it another host's address.
  `^/([A-Za-z0-9._~!$&'()*+,;=:@%?#-]${URL_CHAR}*)?$`,
  "^#[A-Za-z0-9_.:-]+$",
];

/** Text such as "&#58;" or "&colon;": harmless in an attribute React writes, but never meant. */
export const ENTITY_PATTERN = "&#?[A-Za-z0-9]+;";

const allowed = ALLOWED_HREF_PATTERNS.map((pattern) => new RegExp(pattern));
const entity = new RegExp(ENTITY_PATTERN);

/** Why a link's address cannot be stored or shown, in the database's words; null when it can. */
export function linkProblem(href: string): string | null {
  if (href === "") return richTextProblems.linkNoAddress;
  if (!entity.test(href) && allowed.some((pattern) => pattern.test(href))) return null;
  return richTextProblems.linkRefused(quoted(href));
}

/** The address to render for a link, or null when it must be shown as plain text. */
export function safeHref(href: unknown): string | null {
  return typeof href === "string" && linkProblem(href) === null ? href : null;
}
