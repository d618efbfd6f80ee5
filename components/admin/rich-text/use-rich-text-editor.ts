import { useEditor, type Editor } from "@tiptap/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { richTextEditorText } from "@/content/admin-rich-text";
import type { RichTextDocument } from "@/lib/rich-text/document";
import { normalizeDocument } from "@/lib/rich-text/normalize";
import { readingMinutes, wordCount } from "@/lib/rich-text/stats";
import { clearRichTextDraft, readRichTextDraft, sameDocument } from "./draft-storage";
import { editorExtensions } from "./extensions";
import type { RichTextFieldProps } from "./types";
import { imageSources } from "./image-sources";
import { useDraftWriter } from "./use-draft";

interface EditorSettings extends RichTextFieldProps {
  /** The keys the text hands on: Alt+F10 to the toolbar, Ctrl/Cmd+K to the link dialog. */
  onKey: (key: "toolbar" | "link") => void;
}

/** How many of the bodies it handed the form an editor remembers (a second of fast typing). */
const TYPED_KEPT = 20;

const countsOf = (doc: RichTextDocument) => ({
  words: wordCount(doc),
  minutes: readingMinutes(doc),
});

/** The text's own attributes: what it is, what names and describes it, whether it is invalid. */
function textAttributes({ id, describedBy, invalid }: RichTextFieldProps, className: string) {
  const attributes: Record<string, string> = {
    id,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": `${id}-label`,
    "aria-describedby": [`${id}-hint`, describedBy].filter(Boolean).join(" "),
    "aria-invalid": invalid ? "true" : "false",
    class: className,
  };
  return attributes;
}

/**
 * The editor of one body: every change goes to onChange (normalized, as it will be stored) and,
 * a moment later, to the browser's draft; a draft that differs from the stored body is restored.
 */
export function useRichTextEditor(settings: EditorSettings, className: string) {
  const { value, onChange, images, draftKey, onKey } = settings;
  const latest = useRef({ onChange, onKey });
  useEffect(() => {
    latest.current = { onChange, onKey };
  });
  const [sources] = useState(() => imageSources(images));
  useEffect(() => sources.update(images), [sources, images]);

  /** The body as the form last had it: Discard goes back to it. */
  const stored = useRef(value);
  /** What this editor last handed the form, to tell its own changes from the form's. */
  const emitted = useRef(value);
  /**
   * What it handed the form since it last took a body from it, oldest first: a busy form may
   * hand one of these back after the next key was typed, and it must not undo that key.
   */
  const typed = useRef<RichTextDocument[]>([]);
  const [initial] = useState(value);
  const [counts, setCounts] = useState(() => countsOf(value));
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const drafts = useDraftWriter(draftKey);

  const [extensions] = useState(() =>
    editorExtensions({
      placeholder: richTextEditorText.placeholder,
      imageSource: sources.sourceOf,
    }),
  );

  const attributes = textAttributes(settings, className);
  const attributesKey = JSON.stringify(attributes);
  const editorProps = useMemo(
    () => ({
      attributes: JSON.parse(attributesKey) as Record<string, string>,
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        const toolbar = event.altKey && event.key === "F10";
        const link = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k";
        if (!toolbar && !link) return false;
        event.preventDefault();
        latest.current.onKey(toolbar ? "toolbar" : "link");
        return true;
      },
    }),
    [attributesKey],
  );

  const emit = (editor: Editor) => {
    const doc = normalizeDocument(editor.getJSON());
    emitted.current = doc;
    typed.current = [...typed.current.slice(1 - TYPED_KEPT), doc];
    setCounts(countsOf(doc));
    latest.current.onChange(doc);
    drafts.schedule(doc);
  };

  const editor = useEditor(
    {
      immediatelyRender: false,
      shouldRerenderOnTransaction: false,
      extensions,
      content: initial,
      editorProps,
      onUpdate: ({ editor: changed }) => emit(changed),
    },
    [],
  );

  // Once the editor exists: bring back a draft the stored body does not have.
  const restoredOnce = useRef(false);
  useEffect(() => {
    if (!editor || restoredOnce.current) return;
    restoredOnce.current = true;
    const draft = readRichTextDraft(draftKey);
    if (!draft) return;
    const shown = normalizeDocument(editor.getJSON());
    if (sameDocument(draft.doc, stored.current) || sameDocument(draft.doc, shown)) {
      clearRichTextDraft(draftKey);
      return;
    }
    editor.commands.setContent(draft.doc);
    setRestoredAt(draft.savedAt);
  }, [editor, draftKey]);

  // The form may replace the body (another version loaded): the editor then shows that one.
  const seenValue = useRef(value);
  useEffect(() => {
    if (!editor || value === seenValue.current) return;
    seenValue.current = value;
    if (typed.current.some((doc) => sameDocument(value, doc))) return;
    if (sameDocument(value, emitted.current)) return;
    stored.current = value;
    emitted.current = value;
    typed.current = [];
    editor.commands.setContent(value, { emitUpdate: false });
    setCounts(countsOf(value));
  }, [editor, value]);

  const discard = () => {
    setRestoredAt(null);
    if (!editor) return;
    editor.commands.setContent(stored.current);
    drafts.cancel();
    clearRichTextDraft(draftKey);
    editor.commands.focus();
  };

  return { editor, counts, restoredAt, discard };
}
