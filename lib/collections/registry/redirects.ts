import { redirectsWords } from "@/content/collections/redirects";
import type { CollectionDefinition } from "../definition";
import { PATH_MAX } from "../item-values";
import { pathOwner } from "@/lib/pages/path-rules";

const { fields } = redirectsWords;

/** Item pages (services, industries, posts) and free addresses a page had may be redirected. */
const ITEM_PAGE = /^\/(services|industries|insights)\/[a-z0-9]+(-[a-z0-9]+)*$/;

function movedAddressProblem(path: string): string | undefined {
  return ITEM_PAGE.test(path) || !pathOwner(path) ? undefined : fields.source_path.invalid;
}

/**
 * The old addresses of services, industries, posts and pages, each sent on to a new one (a 308). They apply
 * at once, so they cannot be staged; the site reads them per request (lib/collections/redirects.ts).
 */
export const redirects = {
  table: "redirects",
  words: redirectsWords,
  nameField: "source_path",
  ordered: false,
  stageable: false,
  listed: (id, values, name) => ({
    id,
    name,
    detail: redirectsWords.goesTo(String(values.target_path ?? "")),
    detailIsAddress: true,
    href: name,
  }),
  fields: [
    {
      name: "source_path",
      kind: "pattern",
      max: PATH_MAX,
      pattern: /^(\/[a-z0-9]+(-[a-z0-9]+)*){1,5}$/,
      invalid: fields.source_path.invalid,
      unique: true,
      refuse: movedAddressProblem,
    },
    {
      name: "target_path",
      kind: "pattern",
      max: PATH_MAX,
      pattern: /^\/(?!\/)[A-Za-z0-9._~!$&'()*+,;=:@%/-]*([?#]\S*)?$/,
      invalid: fields.target_path.invalid,
      unique: false,
      differsFrom: "source_path",
    },
  ],
} satisfies CollectionDefinition<"redirects", typeof redirectsWords>;
