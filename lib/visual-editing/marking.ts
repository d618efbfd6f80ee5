import "server-only";
import { headers } from "next/headers";
import { isPreviewing } from "@/lib/preview-mode";

/**
 * Whether this request's texts carry their edit marks: a preview shown in a frame, as the
 * admin's "Edit on the page" shows it (the browser says so in Sec-Fetch-Dest). A preview in a
 * tab of its own gets plain words, and visitors never get a preview.
 */
export async function isMarkingTexts(): Promise<boolean> {
  if (!(await isPreviewing())) return false;
  return (await headers()).get("sec-fetch-dest") === "iframe";
}
