/** The words of the search and share settings of the pages that are not items, in /admin. */
export const pageShareImagesWords = {
  item: "search and share setting",
  items: "search and share settings",
  title: "Search and share",
  note: "How the site's own pages show in search results and share cards. Service, industry, post and built pages have theirs in their own forms",
  /** The pages whose settings are chosen here (items' pages have their own), by path. */
  pages: [
    { value: "/", label: "Home" },
    { value: "/about", label: "About" },
    { value: "/services", label: "Services overview" },
    { value: "/industries", label: "Industries overview" },
    { value: "/contact", label: "Contact" },
    { value: "/locations", label: "Locations" },
    { value: "/insights", label: "Case studies & insights" },
  ],
  fields: {
    path: { label: "Page" },
    meta_title: {
      label: "Search title",
      hint: "What search engines and share cards show as the title, at most 70 characters. Empty: the page's usual title.",
    },
    meta_description: {
      label: "Search description",
      hint: "What search engines show under the title, at most 160 characters. Empty: the page's usual description.",
    },
    image_id: {
      label: "Share image",
      hint: "What links to the page show on social media and in chats, cut to 1200 x 630 around its centre. None: the site's generated card.",
    },
    noindex: {
      label: "Hide from search engines",
      hint: "The page stays on the site, but asks search engines not to show it and leaves it out of the sitemap.",
    },
  },
};
