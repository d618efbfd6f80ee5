/** The words the blocks of editors' pages add to what editors write in them. */
export const pageBlocksText = {
  /** The button of a contact block, to the contact form with the block's department chosen. */
  contactAction: "Contact us",
  /** Shown on a card that leads somewhere; the card's title is the link itself. */
  cardAction: "Read more",
  /** The link under a latest-posts block, to the list its posts come from. */
  morePosts: "See more insights",
  /** Names a band of figures that has no heading of its own, for screen readers. */
  figures: "Key figures",
};
