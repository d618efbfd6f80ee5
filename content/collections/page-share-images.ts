/** The words of the share images of the pages that are not items, in /admin. */
export const pageShareImagesWords = {
  item: "share image",
  items: "share images",
  title: "Share images",
  note: "Service and industry pages have theirs in their own forms",
  /** The pages whose share image is chosen here (items' pages have their own), by path. */
  pages: [
    { value: "/", label: "Home" },
    { value: "/about", label: "About" },
    { value: "/services", label: "Services overview" },
    { value: "/industries", label: "Industries overview" },
    { value: "/contact", label: "Contact" },
    { value: "/locations", label: "Locations" },
  ],
  fields: {
    path: { label: "Page" },
    image_id: {
      label: "Share image",
      hint: "What links to the page show on social media and in chats, cut to 1200 x 630 around its centre. Remove this to go back to the site's generated card.",
    },
  },
};
