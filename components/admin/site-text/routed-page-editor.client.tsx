"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import type { ComponentProps } from "react";
import { pageTextsPath } from "../shell/admin-rooms";
import { PageEditor } from "./page-editor";

type RoutedPageEditorProps = Omit<ComponentProps<typeof PageEditor>, "routed" | "search">;

/**
 * Pages' editor: the page shown is the one the address names (/admin/pages/<page>), choosing
 * another navigates there (so back, forward and shared links work), and `?text=<key>` searches
 * for that text. The panel around it lives in the Pages layout and stays across these moves.
 */
export function RoutedPageEditor(props: RoutedPageEditorProps) {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams().get("text") ?? "";
  const pageId =
    props.pages.find((page) => pageTextsPath(page.id) === pathname)?.id ?? props.pages[0]?.id ?? "";
  return (
    <PageEditor
      {...props}
      search={search}
      routed={{
        pageId,
        choose: (id) => router.push(pageTextsPath(id), { scroll: false }),
      }}
    />
  );
}
