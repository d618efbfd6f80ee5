import { Icon } from "@/components/ui/icon";
import type { SubcategoryWithServices } from "@/content/services";
import { subcategoryPage } from "@/content/services-page";

/** The line that ends a subcategory's shortened list: "All N in <subcategory>", to its page. */
export function AllInSubcategoryLink({
  subcategory,
  className,
}: {
  subcategory: SubcategoryWithServices;
  className: string;
}) {
  return (
    <a href={subcategory.href} className={className}>
      {subcategoryPage.allIn(subcategory.services.length, subcategory.title)}
      <Icon name="arrow-right" className="size-4 shrink-0" />
    </a>
  );
}
