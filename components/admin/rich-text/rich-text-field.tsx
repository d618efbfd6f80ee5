"use client";

import dynamic from "next/dynamic";
import { richTextEditorText } from "@/content/admin-rich-text";
import { hint, label as labelClass } from "../shell/styles";
import { frameClass, frameHeight } from "./styles";
import type { RichTextFieldProps } from "./types";

export type { RichTextFieldProps } from "./types";
export { clearRichTextDraft } from "./draft-storage";

/** Holds the editor's place, at its height, while its code loads. */
function EditorLoading() {
  return (
    <div className={`${frameClass} ${frameHeight} flex items-center justify-center`}>
      <p className="text-sm text-muted" role="status">
        {richTextEditorText.loading}
      </p>
    </div>
  );
}

/**
 * The editor's code (Tiptap and ProseMirror) is loaded only where a body is edited, and only in
 * the browser: no other page, in /admin or outside it, carries it.
 */
const RichTextEditor = dynamic(
  () => import("./rich-text-editor").then((module) => module.RichTextEditor),
  { ssr: false, loading: EditorLoading },
);

/**
 * A rich-text body in an admin form: its label, how to reach the toolbar by keyboard, and the
 * editor. The text keeps a draft in the browser under `draftKey`; call clearRichTextDraft with
 * it once the body is saved.
 */
export function RichTextField(props: RichTextFieldProps) {
  const { id, label } = props;
  return (
    <div>
      <span id={`${id}-label`} className={labelClass}>
        {label}
      </span>
      <p id={`${id}-hint`} className={hint}>
        {richTextEditorText.hint}
      </p>
      <RichTextEditor {...props} />
    </div>
  );
}
