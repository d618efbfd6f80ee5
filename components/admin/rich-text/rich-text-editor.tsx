"use client";

import { EditorContent } from "@tiptap/react";
import { useRef, useState } from "react";
import { richTextEditorText } from "@/content/admin-rich-text";
import { DraftNote } from "./draft-note";
import { EditorToolbar } from "./editor-toolbar";
import { ImageDialog, type ImageAttributes } from "./image-dialog";
import { LinkDialog } from "./link-dialog";
import { contentClass, frameClass, frameHeight } from "./styles";
import { focusToolbar } from "./toolbar";
import type { RichTextFieldProps } from "./types";
import { useRichTextEditor } from "./use-rich-text-editor";

type OpenDialog =
  { kind: "link"; href: string } | { kind: "image"; current: ImageAttributes | null } | null;

/**
 * The rich-text editor itself, loaded only where a body is edited (rich-text-field.tsx): the
 * toolbar, the text, the word count, and the link and image dialogs.
 */
export function RichTextEditor(props: RichTextFieldProps) {
  const { id, invalid, images, links } = props;
  const toolbar = useRef<HTMLDivElement | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const { editor, counts, restoredAt, discard } = useRichTextEditor(
    {
      ...props,
      onKey: (key) => (key === "toolbar" ? focusToolbar(toolbar.current) : openLink()),
    },
    contentClass,
  );

  function openLink() {
    if (!editor) return;
    const href: unknown = editor.getAttributes("link").href;
    setDialog({ kind: "link", href: typeof href === "string" ? href : "" });
  }

  function openImage() {
    if (!editor) return;
    const attrs = editor.isActive("image") ? editor.getAttributes("image") : null;
    const current = attrs
      ? {
          mediaId: String(attrs.mediaId ?? ""),
          alt: String(attrs.alt ?? ""),
          caption: typeof attrs.caption === "string" ? attrs.caption : null,
        }
      : null;
    setDialog({ kind: "image", current });
  }

  const close = () => {
    setDialog(null);
    editor?.commands.focus();
  };

  const applyLink = (href: string) => {
    setDialog(null);
    if (!editor) return;
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] });
    } else {
      chain.setLink({ href });
    }
    chain.run();
  };

  const applyImage = (attrs: ImageAttributes) => {
    const replacing = dialog?.kind === "image" && dialog.current !== null;
    setDialog(null);
    if (!editor) return;
    const chain = editor.chain().focus();
    if (replacing) chain.updateAttributes("image", attrs);
    else chain.insertContent({ type: "image", attrs });
    chain.run();
  };

  return (
    <>
      {restoredAt && <DraftNote savedAt={restoredAt} onDiscard={discard} />}
      <div
        className={`${frameClass} ${frameHeight} ${invalid ? "border-red-600 dark:border-red-400" : ""}`}
      >
        {editor && (
          <EditorToolbar
            editor={editor}
            controls={id}
            ref={toolbar}
            onLink={openLink}
            onImage={openImage}
          />
        )}
        <EditorContent editor={editor} />
      </div>
      <p className="mt-1 text-xs text-muted">
        {richTextEditorText.count(counts.words, counts.minutes)}
      </p>
      {editor && (
        <>
          <LinkDialog
            open={dialog?.kind === "link"}
            href={dialog?.kind === "link" ? dialog.href : ""}
            links={links}
            onApply={applyLink}
            onRemove={() => {
              setDialog(null);
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
            }}
            onClose={close}
          />
          <ImageDialog
            open={dialog?.kind === "image"}
            current={dialog?.kind === "image" ? dialog.current : null}
            images={images}
            onApply={applyImage}
            onClose={close}
          />
        </>
      )}
    </>
  );
}
