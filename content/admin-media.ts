import { adminActions } from "./admin";

/** Every text of the media library in /admin: uploading, describing, replacing and removing images. */

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

const collectionLabels: Record<string, string> = {
  leaders: "Leadership team",
  services: "Services",
  industries: "Industries",
  page_share_images: "Search and share",
};

export const mediaText = {
  title: "Media library",
  subtitle: (count: number) =>
    `${count} ${count === 1 ? "image" : "images"}: portraits and pictures for the site's pages`,
  link: "Media library",
  linkText: "Upload the photos and pictures the site's pages show, and describe them.",
  upload: {
    heading: "Upload an image",
    drop: "Drop an image here, or",
    choose: "Choose a file",
    formats: (maxBytes: number) => `AVIF, WebP, PNG or JPEG, up to ${megabytes(maxBytes)}.`,
    alt: "Alt text",
    altHint:
      "What a screen reader says for the image: what it shows, as someone who cannot see it needs to know.",
    submit: "Upload",
    uploading: (percent: number) => `Uploading… ${percent}%`,
    progress: "Upload progress",
    cancel: "Clear",
    chosen: (name: string, size: string) => `${name}, ${size}`,
  },
  search: {
    label: "Search images",
    placeholder: "Alt text or file name",
    none: (query: string) => `No image matches "${query}".`,
    empty: "No images yet. Upload the first one above.",
    count: (shown: number, total: number) => `${shown} of ${total} images`,
  },
  details: {
    edit: "Edit",
    heading: "Image details",
    close: "Close",
    size: (width: number, height: number, size: string) => `${width} x ${height} px, ${size}`,
    focal: "Focal point",
    focalHint:
      "Where the subject is. Pages that crop the image keep this point in frame. Click the image, or use the sliders.",
    focalMark: "Focal point marker",
    focalX: "From the left",
    focalY: "From the top",
    save: adminActions.publishNow,
    saving: adminActions.publishing,
    /** Beside the button: an image's details go live at once. */
    explain: adminActions.explain.liveOnly,
    replace: "Replace file",
    replaceHint:
      "Every page showing this image shows the new file at once. Alt text and focal point stay.",
    remove: "Delete image",
    confirmRemove: (alt: string) => `Delete "${alt}"? It cannot be put back.`,
    copyUrl: "Public address",
  },
  /** Each format's name, as editors know it. */
  formatNames: {
    "image/avif": "AVIF",
    "image/webp": "WebP",
    "image/png": "PNG",
    "image/jpeg": "JPEG",
  },
  messages: {
    chooseFile: "Choose an image to upload.",
    wrongType: (name: string) =>
      `${name} is not an AVIF, WebP, PNG or JPEG image. Save it in one of those formats and upload it again.`,
    tooBig: (name: string, bytes: number, maxBytes: number) =>
      `${name} is ${megabytes(bytes)}; the limit is ${megabytes(maxBytes)}. Make it smaller and upload it again.`,
    unreadable: (name: string) =>
      `${name} could not be read as an image. It may be damaged; export it again and retry.`,
    notAnImage: (name: string, format: string) =>
      `${name} is not a ${format} image: what it holds is not a picture the site can show. Open the picture in an image editor, export it as AVIF, WebP, PNG or JPEG, and upload that file.`,
    otherFormat: (name: string, format: string, actual: string) =>
      `${name} is named as a ${format} image but is a ${actual} image. Give it a ${actual} file ending, or export it again as ${format}, and upload it again.`,
    cannotReplace:
      "Only editors and admins can replace an image's file. Upload the new file as an image of its own instead.",
    noSecretKey:
      "Uploading and deleting images is not switched on for this server yet. Ask whoever runs the site to give it its secret key.",
    altRequired: "Describe the image: alt text is required.",
    altTooLong: (max: number) => `Keep the alt text to ${max} characters or fewer.`,
    uploaded: "Uploaded",
    uploadedText: (alt: string) => `${alt} is in the library.`,
    replaced: "Replaced",
    replacedText: (alt: string) => `Pages showing ${alt} now show the new file.`,
    saved: "Published",
    savedText: (alt: string) => `The details of ${alt} are on the site now.`,
    removed: "Deleted",
    removedText: (alt: string) => `${alt} is no longer in the library.`,
    inUse: (alt: string, uses: readonly { collection: string; label: string; staged: boolean }[]) =>
      `${alt} cannot be deleted while it is in use: ${uses
        .map(
          (use) =>
            `${collectionLabels[use.collection] ?? use.collection}, ${use.label}${use.staged ? " (staged)" : ""}`,
        )
        .join("; ")}. Choose another image there first.`,
    notSaved: "Not saved",
    changed:
      "Someone changed this image while you were editing it. It has been reloaded with their changes: make yours again.",
    gone: "This image was deleted meanwhile.",
    network: "The server could not be reached. Nothing was changed; try again.",
    uploadFailed: (reason: string) => `The upload failed: ${reason} Nothing was added.`,
    failed: (reason: string) => `That did not work: ${reason}`,
    denied: "Only editors can change the media library. Sign in again with an editor's account.",
  },
} as const;
