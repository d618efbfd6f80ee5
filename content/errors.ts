export const notFoundPage = {
  metaTitle: "Page not found",
  code: "404",
  title: "Page not found",
  text: "The page you asked for does not exist or has moved. Try one of these instead.",
  links: [
    { label: "Home", href: "/" },
    { label: "Services", href: "/services" },
    { label: "Industries", href: "/industries" },
    { label: "Contact", href: "/contact" },
  ],
  /** The search form below the links. */
  search: { label: "Or search the site", button: "Search" },
} as const;

export const errorPage = {
  title: "Unexpected Application Error!",
  text: "Something went wrong while showing this page. Please try again; if it keeps happening, let us know.",
  retry: "Try again",
  home: "Go to the home page",
} as const;
