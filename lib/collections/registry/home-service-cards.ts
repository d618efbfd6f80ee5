import { homeServiceCardsWords } from "@/content/collections/home-service-cards";
import { cardGradients } from "@/content/home";
import type { ServiceCard } from "@/content/types";
import { cardDescriptionField, cardTitleField, iconField } from "../common-fields";
import type { CollectionDefinition } from "../definition";
import { onPage } from "../listed";
import { serviceCardFromRow } from "../page-items";

const gradientOptions = cardGradients.map(({ label, value }) => ({ value, label }));

/** The service cards of the home page. */
export const homeServiceCards = {
  table: "home_service_cards",
  words: homeServiceCardsWords,
  nameField: "title",
  ordered: true,
  stageable: true,
  listed: onPage("/#our-services", "description"),
  fields: [
    cardTitleField,
    cardDescriptionField,
    iconField,
    { name: "gradient", kind: "select", options: () => gradientOptions },
  ],
  site: {
    key: "serviceCards",
    fromRow: serviceCardFromRow,
    defaults: async () => (await import("@/content/home")).serviceCards,
  },
} satisfies CollectionDefinition<"home_service_cards", typeof homeServiceCardsWords, ServiceCard>;
