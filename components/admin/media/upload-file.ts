import { mediaText } from "@/content/admin-media";
import type { ActionResult } from "@/lib/action-state";
import { isMediaType, MEDIA_MAX_BYTES } from "@/lib/media/rules";

const t = mediaText.messages;

/** Why a file cannot go into the library, said before anything is sent; or its size in pixels. */
export async function checkImageFile(
  file: File,
): Promise<ActionResult<{ width: number; height: number }>> {
  if (!isMediaType(file.type)) return { ok: false, message: t.wrongType(file.name) };
  if (file.size > MEDIA_MAX_BYTES)
    return { ok: false, message: t.tooBig(file.name, file.size, MEDIA_MAX_BYTES) };
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return { ok: true, ...size };
  } catch {
    return { ok: false, message: t.unreadable(file.name) };
  }
}

/**
 * Sends a file to a signed upload address with XMLHttpRequest, whose upload events give the
 * progress bar its figures (fetch has none for request bodies). Storage's own message on refusal.
 */
export function uploadFile(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ActionResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("PUT", url);
    request.setRequestHeader("content-type", file.type);
    // Each version has a name of its own, so caches may keep it for a year.
    request.setRequestHeader("cache-control", "max-age=31536000");
    request.setRequestHeader("x-upsert", "false");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve({ ok: true });
        return;
      }
      let reason = `HTTP ${request.status}.`;
      try {
        const body = JSON.parse(request.responseText) as { message?: unknown };
        if (typeof body.message === "string") reason = `${body.message}.`;
      } catch {
        // Not JSON: the status says enough.
      }
      resolve({ ok: false, message: t.uploadFailed(reason) });
    };
    request.onerror = () => resolve({ ok: false, message: t.network });
    request.send(file);
  });
}

export function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
