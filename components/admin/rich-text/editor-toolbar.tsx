import { useEditorState, type Editor } from "@tiptap/react";
import type { RefObject } from "react";
import { richTextEditorText } from "@/content/admin-rich-text";
import { ToolbarIcon } from "./icons";
import { Toolbar, ToolbarButton } from "./toolbar";

const t = richTextEditorText.toolbar;
const HEADING_LEVELS = [2, 3, 4] as const;
const group = "flex flex-wrap items-center gap-0.5 border-border pr-1 not-last:border-r";

interface EditorToolbarProps {
  editor: Editor;
  /** The editable text's id, which the toolbar formats. */
  controls: string;
  ref: RefObject<HTMLDivElement | null>;
  onLink: () => void;
  onImage: () => void;
}

/** What the buttons show: which marks and blocks are on at the cursor, and what can be done. */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive("paragraph"),
      heading: HEADING_LEVELS.find((level) => current.isActive("heading", { level })) ?? null,
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      code: current.isActive("code"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      codeBlock: current.isActive("codeBlock"),
      link: current.isActive("link"),
      image: current.isActive("image"),
      inTable: current.isActive("table"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
}

/** The formatting toolbar above the text; Escape goes back to the text. */
export function EditorToolbar({ editor, controls, ref, onLink, onImage }: EditorToolbarProps) {
  const state = useToolbarState(editor);
  const run = () => editor.chain().focus();
  return (
    <Toolbar
      ref={ref}
      label={t.label}
      controls={controls}
      onEscape={() => editor.commands.focus()}
      className="flex flex-wrap items-center gap-1 border-b border-border bg-surface p-1"
    >
      <div className={group}>
        <ToolbarButton
          label={t.paragraph}
          pressed={state.paragraph}
          onClick={() => run().setParagraph().run()}
        >
          <ToolbarIcon name="paragraph" />
        </ToolbarButton>
        {HEADING_LEVELS.map((level) => (
          <ToolbarButton
            key={level}
            label={t.heading(level)}
            pressed={state.heading === level}
            onClick={() => run().toggleHeading({ level }).run()}
          >
            <ToolbarIcon name={`heading${level}`} />
          </ToolbarButton>
        ))}
      </div>
      <div className={group}>
        <ToolbarButton
          label={t.bold}
          keys={t.keys.bold}
          pressed={state.bold}
          onClick={() => run().toggleBold().run()}
        >
          <ToolbarIcon name="bold" />
        </ToolbarButton>
        <ToolbarButton
          label={t.italic}
          keys={t.keys.italic}
          pressed={state.italic}
          onClick={() => run().toggleItalic().run()}
        >
          <ToolbarIcon name="italic" />
        </ToolbarButton>
        <ToolbarButton
          label={t.code}
          keys={t.keys.code}
          pressed={state.code}
          onClick={() => run().toggleCode().run()}
        >
          <ToolbarIcon name="code" />
        </ToolbarButton>
        <ToolbarButton label={t.link} pressed={state.link} onClick={onLink}>
          <ToolbarIcon name="link" />
        </ToolbarButton>
      </div>
      <div className={group}>
        <ToolbarButton
          label={t.bulletList}
          keys={t.keys.bulletList}
          pressed={state.bulletList}
          onClick={() => run().toggleBulletList().run()}
        >
          <ToolbarIcon name="bulletList" />
        </ToolbarButton>
        <ToolbarButton
          label={t.orderedList}
          keys={t.keys.orderedList}
          pressed={state.orderedList}
          onClick={() => run().toggleOrderedList().run()}
        >
          <ToolbarIcon name="orderedList" />
        </ToolbarButton>
        <ToolbarButton
          label={t.blockquote}
          keys={t.keys.blockquote}
          pressed={state.blockquote}
          onClick={() => run().toggleBlockquote().run()}
        >
          <ToolbarIcon name="blockquote" />
        </ToolbarButton>
        <ToolbarButton
          label={t.codeBlock}
          keys={t.keys.codeBlock}
          pressed={state.codeBlock}
          onClick={() => run().toggleCodeBlock().run()}
        >
          <ToolbarIcon name="codeBlock" />
        </ToolbarButton>
      </div>
      <div className={group}>
        <ToolbarButton label={t.image} pressed={state.image} onClick={onImage}>
          <ToolbarIcon name="image" />
        </ToolbarButton>
        <ToolbarButton
          label={t.table}
          disabled={state.inTable}
          onClick={() => run().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        >
          <ToolbarIcon name="table" />
        </ToolbarButton>
        <ToolbarButton label={t.horizontalRule} onClick={() => run().setHorizontalRule().run()}>
          <ToolbarIcon name="horizontalRule" />
        </ToolbarButton>
      </div>
      {state.inTable && (
        <div className={group} role="group" aria-label={t.tableLabel}>
          <ToolbarButton label={t.addRow} showLabel onClick={() => run().addRowAfter().run()} />
          <ToolbarButton
            label={t.addColumn}
            showLabel
            onClick={() => run().addColumnAfter().run()}
          />
          <ToolbarButton label={t.deleteRow} showLabel onClick={() => run().deleteRow().run()} />
          <ToolbarButton
            label={t.deleteColumn}
            showLabel
            onClick={() => run().deleteColumn().run()}
          />
          <ToolbarButton
            label={t.deleteTable}
            showLabel
            onClick={() => run().deleteTable().run()}
          />
        </div>
      )}
      <div className={group}>
        <ToolbarButton
          label={t.undo}
          keys={t.keys.undo}
          disabled={!state.canUndo}
          onClick={() => run().undo().run()}
        >
          <ToolbarIcon name="undo" />
        </ToolbarButton>
        <ToolbarButton
          label={t.redo}
          keys={t.keys.redo}
          disabled={!state.canRedo}
          onClick={() => run().redo().run()}
        >
          <ToolbarIcon name="redo" />
        </ToolbarButton>
      </div>
    </Toolbar>
  );
}
