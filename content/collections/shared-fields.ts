/** The words of fields several collections have (lib/collections/common-fields.ts). */
export const sharedFieldWords = {
  name: { label: "Name", hint: "As menus and cards list it." },
  /** An item's slug: `address` is where its page is, with … for the slug. */
  slug: (address: string) => ({ label: "Slug", hint: `The page's address: ${address}` }),
  icon: (hint: string) => ({ label: "Icon", hint }),
  cardTitle: { label: "Title" },
  cardDescription: { label: "Description" },
  metaDescription: {
    label: "Search description",
    hint: "What search engines show under the page's title.",
  },
  /** A picture beside the page's first text, the `drawing` it replaces on phones. */
  picture: (drawing: string) => ({
    label: "Picture",
    hint: `From the media library, beside the ${drawing} (also on phones). None: the practice's drawing, on wide screens only.`,
  }),
  shareImage: {
    label: "Share image",
    hint: "What links to the page show on social media and in chats, cut to 1200 x 630 around its centre. None: the site's generated card.",
  },
};
