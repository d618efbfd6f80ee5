import type { Industry, LeadershipPerson, Service } from "@/content/types";
import { serviceHref } from "@/lib/services/catalogue";
import type { CollectionCard } from "./block-data-types";
import type { CollectionCardsBlock } from "./types";

/** The lists a cards block may show, as the site's collections hold them. */
export interface CardLists {
  services: readonly Service[];
  industries: readonly Industry[];
  leaders: readonly LeadershipPerson[];
}

function serviceCard(service: Service & { id: string }): CollectionCard {
  return {
    source: "services",
    id: service.id,
    title: service.name,
    text: service.subtitle,
    href: serviceHref(service),
  };
}

function industryCard(industry: Industry & { id: string }): CollectionCard {
  return {
    source: "industries",
    id: industry.id,
    title: industry.name,
    text: industry.description,
    href: industry.path,
    industry: industry.slug,
  };
}

function leaderCard(person: LeadershipPerson & { id: string }): CollectionCard {
  return {
    source: "leaders",
    id: person.id,
    name: person.name,
    position: person.position,
    experience: person.experience,
    ...(person.photo ? { photo: person.photo } : {}),
    drawing: person.image,
    drawingAlt: person.imageAlt,
  };
}

/** The items of `items` with these ids, in the ids' order, each once; ids of gone items are skipped. */
function chosen<Item extends { id?: string }>(
  items: readonly Item[],
  ids: readonly string[],
): (Item & { id: string })[] {
  const byId = new Map(
    items.flatMap((item) => (item.id === undefined ? [] : [[item.id, { ...item, id: item.id }]])),
  );
  return [...new Set(ids)].flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

/** A collection cards block's cards, as the site's lists hold its items now. */
export function blockCards(block: CollectionCardsBlock, lists: CardLists): CollectionCard[] {
  switch (block.source) {
    case "services":
      return chosen(lists.services, block.ids).map(serviceCard);
    case "industries":
      return chosen(lists.industries, block.ids).map(industryCard);
    case "leaders":
      return chosen(lists.leaders, block.ids).map(leaderCard);
    default:
      return [];
  }
}
