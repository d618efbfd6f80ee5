import { Icon } from "@/components/ui/icon";
import type { SubcategoryWithServices } from "@/lib/services/subcategories";
import { fillIn } from "@/lib/fill-in";
import { loadSiteContent } from "@/lib/site-text/content";

/** The line that ends a subcategory's shortened list: "All N in <subcategory>", to its page. */
export async function AllInSubcategoryLink({
  subcategory,
  className,
}: {
  subcategory: SubcategoryWithServices;
  className: string;
}) {
  const { subcategoryPage } = await loadSiteContent();
  return (
    <a href={subcategory.href} className={className}>
      {fillIn(subcategoryPage.allIn, {
        count: subcategory.services.length,
        subcategory: subcategory.title,
      })}
      <Icon name="arrow-right" className="size-4 shrink-0" />
    </a>
  );
}
