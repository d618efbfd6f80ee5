import "server-only";
import { draftMode } from "next/headers";

/**
 * Whether this request previews staged changes (Next's draft mode, switched on by /api/preview
 * for editors). Prerendering and build-time code have no draft mode.
 */
export async function isPreviewing(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}
