import { InterfaceIcon } from "@/components/ui/interface-icon";
import { adminText, STAGGER_SECONDS } from "@/content/admin";
import { ContentItemView } from "./content-item";
import { listRows } from "./state/panel-state";
import type { ContentPanel } from "./use-content-panel";
import { card } from "./styles";

const t = adminText.list;

interface ContentListSectionProps {
  panel: ContentPanel;
  /** Where each site-text key shows on the public site. */
  locations: ReadonlyMap<string, string>;
}

/** The spec's Manage Content list: every stored row in created_at order. */
export function ContentListSection({ panel, locations }: ContentListSectionProps) {
  const { load, firstIds } = panel.state;
  const rows = listRows(panel.state);

  return (
    <section aria-labelledby="manage-content" className={`${card} min-w-0 lg:col-span-2`}>
      <h2 id="manage-content" className="text-xl font-bold tracking-tight text-foreground">
        {t.title}
      </h2>
      {load === "loading" ? (
        <p className="mt-4 flex items-center gap-2 text-muted" role="status">
          <InterfaceIcon name="loader" className="size-4 animate-spin motion-reduce:animate-none" />
          {t.loading}
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-4 text-muted">{load === "loaded" ? t.empty : null}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" aria-label={t.title}>
          {rows.map((item, index) => (
            <li
              key={item.id}
              data-testid="content-item"
              data-key={item.content_key}
              // Items fade in as they mount (the stylesheet's .list-enter, still under reduced
              // motion); the first load's items one after another.
              style={
                firstIds?.has(item.id)
                  ? { animationDelay: `${index * STAGGER_SECONDS}s` }
                  : undefined
              }
              className="list-enter rounded-xl border border-border bg-background p-4"
            >
              <ContentItemView
                panel={panel}
                item={item}
                location={locations.get(item.content_key)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
