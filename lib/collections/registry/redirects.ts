import { redirectsWords } from "@/content/collections/redirects";
import type { CollectionDefinition } from "../definition";
import { PATH_MAX } from "../item-values";

const { fields } = redirectsWords;

/**
 * The old addresses of services, industries and posts, each sent on to a new one (a 308). They apply
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
      pattern: /^\/(services|industries|insights)\/[a-z0-9]+(-[a-z0-9]+)*$/,
      invalid: fields.source_path.invalid,
      unique: true,
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
