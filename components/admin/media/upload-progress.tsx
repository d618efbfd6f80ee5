import { mediaText } from "@/content/admin-media";

/** How much of a file has reached Storage, for eyes and screen readers alike. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div>
      <progress
        max={100}
        value={percent}
        aria-label={mediaText.upload.progress}
        className="h-2 w-full overflow-hidden rounded-full accent-accent [&::-webkit-progress-bar]:bg-surface-strong [&::-webkit-progress-value]:bg-accent"
      />
      <p aria-live="polite" className="mt-1 text-xs text-muted">
        {mediaText.upload.uploading(percent)}
      </p>
    </div>
  );
}
