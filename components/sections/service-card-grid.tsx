import type { ServiceCard } from "@/content/types";
import { ComingSoonButton } from "@/components/ui/coming-soon-button.client";
import { Icon } from "@/components/ui/icon";
import { TitledSection } from "./titled-section";

interface ServiceCardGridProps {
  title: string;
  subtitle: string;
  actionLabel: string;
  actionJoiner: string;
  cards: readonly ServiceCard[];
}

/** Cards whose whole surface shows the coming-soon notice, through one real button each. */
export function ServiceCardGrid({
  title,
  subtitle,
  actionLabel,
  actionJoiner,
  cards,
}: ServiceCardGridProps) {
  return (
    <TitledSection id="our-services" title={title} subtitle={subtitle}>
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card, i) => (
          <li key={i} className="group lift-card">
            <span
              className={`grid size-12 place-items-center rounded-xl bg-gradient-to-br ${card.gradient} text-white`}
            >
              <Icon name={card.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-foreground">{card.title}</h3>
            <p className="mt-2 flex-1 text-sm leading-6 text-muted">{card.description}</p>
            <ComingSoonButton className="mt-5 card-action stretched-link">
              {actionLabel}
              <span className="sr-only">
                {" "}
                {actionJoiner} {card.title}
              </span>
              <Icon name="arrow-right" className="card-arrow" />
            </ComingSoonButton>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
