/**
 * The admin's frame around every room: the live indicator in the header, the rooms' menu on
 * phones, and the links between the three places a site text is edited.
 */
export const shellText = {
  /** The indicator's short words; screen readers hear the full realtime message with them. */
  live: {
    connecting: "Connecting",
    connected: "Live",
    issue: "Not live",
  },
  /** On phones the rooms fold into one button that names the room the editor is in. */
  roomsMenu: {
    open: (room: string) => `Room: ${room}`,
    hint: "Show all rooms",
  },
  /** The same text, reached from Pages, the all-texts list and editing on the page. */
  textLinks: {
    label: (key: string) => `Other places to edit ${key}`,
    inPages: "In Pages",
    inPagesLabel: (key: string) => `Edit ${key} in Pages`,
    inList: "In the list",
    inListLabel: (key: string) => `Find ${key} in the list`,
    onPage: "On the page",
    onPageLabel: (key: string) => `Edit ${key} on the page`,
    pageTexts: (page: string) => `This page's texts in Pages: ${page}`,
  },
} as const;
