import { sharedFieldWords as shared } from "./shared-fields";

/** The words of the home page's service cards in /admin. */
export const homeServiceCardsWords = {
  item: "service card",
  items: "service cards",
  title: "Home service cards",
  fields: {
    title: shared.cardTitle,
    description: shared.cardDescription,
    icon: shared.icon("On the card's coloured tile."),
    gradient: { label: "Tile colour" },
  },
};
