import { ListRoute, listMetadata } from "@/components/posts/list-route";

export const generateMetadata = () => listMetadata({ by: "all" }, 1);

/** Every post, newest first, 12 a page; a 404 until the first post is published. */
export default function InsightsPage() {
  return <ListRoute filter={{ by: "all" }} page={1} />;
}
