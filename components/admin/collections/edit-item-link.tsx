import Link from "next/link";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { collectionsText } from "@/content/admin-collections";
import { collectionPath } from "@/lib/collections/fields";
import type { CollectionName } from "@/lib/collections/registry";
import { secondaryButton } from "../shell/styles";

/**
 * Opens an item's form. Not prefetched: each form is rendered per request from the database,
 * and a list of dozens would ask for every one.
 */
export function EditItemLink({
  collection,
  id,
  name,
}: {
  collection: CollectionName;
  id: string;
  name: string;
}) {
  return (
    <Link href={collectionPath(collection, `/${id}`)} prefetch={false} className={secondaryButton}>
      <InterfaceIcon name="pencil" className="size-4" />
      {collectionsText.list.edit}
      <span className="sr-only">: {name}</span>
    </Link>
  );
}
