import { departmentDirectory } from "@/lib/services/departments";
import { loadSiteContent } from "@/lib/site-text/content";

/**
 * Every department the contact form can be asked for, for a link naming one its short select
 * leaves out. Static, and regenerated with the pages when services change.
 */
export const dynamic = "force-static";

export async function GET() {
  const { serviceGroups, services } = await loadSiteContent();
  return Response.json(departmentDirectory(serviceGroups, services));
}
