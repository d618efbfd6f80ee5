/**
 * How the text looks while it is edited: close to the published body, in the admin's colours,
 * so both themes follow. The editor's own classes mark its empty first line (the placeholder),
 * selected table cells and the selected image.
 */
export const contentClass = [
  "min-h-64 px-4 py-3 text-base leading-relaxed text-foreground focus:outline-none",
  "[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight",
  "[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_h4]:mt-4 [&_h4]:mb-1 [&_h4]:text-lg [&_h4]:font-semibold",
  "[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li>p]:my-1 [&_a]:text-accent [&_a]:underline",
  "[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-muted",
  "[&_code]:rounded [&_code]:bg-surface-strong [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm",
  "[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-strong [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_hr]:my-6 [&_hr]:border-border",
  "[&_figure]:my-4 [&_figure_img]:max-h-80 [&_figure_img]:rounded-lg [&_figcaption]:mt-1 [&_figcaption]:text-sm [&_figcaption]:text-muted",
  "[&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-ring",
  "[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-border [&_td]:p-2 [&_td]:align-top",
  "[&_th]:border [&_th]:border-border [&_th]:bg-surface [&_th]:p-2 [&_th]:text-left [&_th]:align-top [&_.selectedCell]:bg-surface-strong",
  "[&_.is-editor-empty:first-child]:before:pointer-events-none [&_.is-editor-empty:first-child]:before:float-left [&_.is-editor-empty:first-child]:before:h-0 [&_.is-editor-empty:first-child]:before:text-muted [&_.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]",
].join(" ");

/** The frame round the toolbar and the text, and the loading box of the same height. */
export const frameClass =
  "mt-1.5 overflow-hidden rounded-lg border border-border bg-background focus-within:border-accent";
export const frameHeight = "min-h-80";
