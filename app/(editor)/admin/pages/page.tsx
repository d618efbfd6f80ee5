import { redirect } from "next/navigation";
import { pageTextsPath } from "@/components/admin/shell/admin-rooms";
import { siteTextByKey, siteTextPages } from "@/lib/site-text/catalogue";

/**
 * Pages opens on the first page's texts; `?text=<key>` (a link from the list or from editing on
 * the page, which know the key but not its page) opens that text's page, searching for it.
 */
export default async function PagesRoom({
  searchParams,
}: {
  searchParams: Promise<{ text?: string | string[] }>;
}) {
  const asked = (await searchParams).text;
  const key = typeof asked === "string" ? asked : "";
  const page = siteTextByKey.get(key)?.page ?? siteTextPages[0]?.id ?? "home";
  redirect(key ? `${pageTextsPath(page)}?text=${encodeURIComponent(key)}` : pageTextsPath(page));
}
