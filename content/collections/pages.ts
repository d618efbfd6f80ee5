/** The words of the pages' list and form in /admin. */
export const pagesWords = {
  item: "page",
  items: "built pages",
  title: "Built pages",
  overview: "the home page",
  note: "Pages built from blocks at an address of your choice, such as /privacy-policy or /events/embedded-world-2027. A page is on the site once published; the footer links it where you choose",
  fields: {
    title: {
      label: "Title",
      hint: "The page's heading, and its name in lists and the browser's tab.",
    },
    path: {
      label: "Address",
      hint: "Where the page is: a path such as /privacy-policy. Changing it later sends the old address on to the new one.",
      invalid:
        "Use an address such as /privacy-policy or /events/embedded-world-2027: lower-case letters, digits and single hyphens between slashes, at most five parts.",
    },
    layout: { label: "Blocks", hint: "The page's content, top to bottom." },
    footer_group: {
      label: "Footer link",
      hint: "Where the footer links the page. A page at a policy button's address is linked by that button either way.",
    },
    meta_title: {
      label: "Search title",
      hint: "What search engines show as the title, at most 70 characters. Empty: the title.",
    },
    meta_description: {
      label: "Search description",
      hint: "What search engines show under the title, at most 160 characters. Empty: the page's first text.",
    },
    share_image_id: {
      label: "Share image",
      hint: "What links to the page show on social media and in chats. None: the site's card.",
    },
    noindex: {
      label: "Hide from search engines",
      hint: "The page stays on the site, but asks search engines not to show it and leaves it out of the sitemap.",
    },
  },
  footerGroups: {
    none: "Not in the footer",
    legal: "With the policies, at the foot",
    company: "In the Company column",
  },
  /** The policy buttons of the footer that have no page yet, offered in the list. */
  offers: {
    title: "Pages the footer is waiting for",
    intro:
      "These footer buttons show a coming-soon notice until a page is published at their address.",
    create: (label: string) => `Create the ${label} page`,
  },
  /** Who serves an address already, as `ownedBy` names them. */
  owners: {
    home: "the home page",
    about: "the About page",
    services: "the Services pages",
    industries: "the Industries pages",
    contact: "the Contact page",
    locations: "the Locations page",
    insights: "the Insights pages",
    search: "the Search page",
    admin: "the admin",
    login: "the sign-in page",
    api: "the site's programming interface",
    files: "the site's own files",
    sitemap: "the sitemap",
    robots: "the robots file",
  },
  ownedBy: (path: string, owner: string) =>
    `The address ${path} belongs to ${owner}: choose another.`,
};
