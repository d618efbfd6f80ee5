/** The words of the redirects in /admin. */
export const redirectsWords = {
  item: "redirect",
  items: "redirects",
  title: "Redirects",
  /** The line under a redirect's old address in the list. */
  goesTo: (target: string) => `Goes to ${target}`,
  fields: {
    source_path: {
      label: "Old address",
      hint: "A service's, industry's, post's or page's address that no page has now, e.g. /services/old-name. Changing a slug or a page's address adds one of these by itself.",
      invalid:
        "Use the address of a service, industry, post or page, like /services/old-name, /insights/old-title or /old-page.",
    },
    target_path: {
      label: "New address",
      hint: "Where visitors and search engines go instead (a permanent redirect, 308): a path on this site, like /services or /services/new-name.",
      invalid: "Use a path on this site that starts with one /, like /services/new-name.",
    },
  },
};
