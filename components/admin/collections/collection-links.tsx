import Link from "next/link";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { collectionsText } from "@/content/admin-collections";
import { collectionSpecs } from "@/lib/collections/specs";
import { mediaText } from "@/content/admin-media";
import { MEDIA_LIBRARY_PATH } from "@/lib/media/rules";
import { collectionPath } from "@/lib/collections/fields";
import { COLLECTION_NAMES } from "@/lib/collections/registry";
import { card, secondaryButton } from "../shell/styles";

const t = collectionsText.navigation;

/** The way from the texts to the site's things: one link per collection. */
export function CollectionLinks() {
  return (
    <nav aria-labelledby="site-structure" className={`${card} mb-6`}>
      <p className="text-xs font-semibold tracking-wide text-accent uppercase">{t.label}</p>
      <h2 id="site-structure" className="mt-1 text-xl font-bold tracking-tight text-foreground">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.text}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {COLLECTION_NAMES.map((name) => (
          <li key={name}>
            <Link href={collectionPath(name)} className={secondaryButton}>
              {collectionSpecs[name].title}
              <InterfaceIcon name="arrow-right" className="size-4" />
            </Link>
          </li>
        ))}
        <li>
          <Link href={MEDIA_LIBRARY_PATH} className={secondaryButton}>
            {mediaText.link}
            <InterfaceIcon name="arrow-right" className="size-4" />
          </Link>
        </li>
      </ul>
    </nav>
  );
}
