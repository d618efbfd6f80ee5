/** The words of the About page's leadership team in /admin. */
export const leadersWords = {
  item: "leader",
  items: "leaders",
  title: "Leadership team",
  note: "The About page shows the first three.",
  fields: {
    name: { label: "Name" },
    position: { label: "Position", hint: "Their role, e.g. Chief Technology Officer." },
    experience: { label: "Experience", hint: "One line under the position." },
    portrait: {
      label: "Drawing",
      hint: "Shown when no photo is chosen: an image in the site's public folder, e.g. /leadership/meera-iyer.svg.",
      invalid: "Use the path of an image on this site, like /leadership/name.svg.",
    },
    portrait_alt: {
      label: "Drawing description",
      hint: "What screen readers say for the drawing.",
    },
    portrait_id: {
      label: "Photo",
      hint: "From the media library, in place of the drawing; screen readers say its alt text.",
    },
  },
};
