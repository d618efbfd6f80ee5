import { redirect } from "next/navigation";
import { pageTextsPath } from "@/components/admin/shell/admin-rooms";
import { siteTextPages } from "@/lib/site-text/catalogue";

/** Pages opens on the first page's texts. */
export default function PagesRoom() {
  redirect(pageTextsPath(siteTextPages[0]?.id ?? "home"));
}
