import { InterfaceIcon, type InterfaceIconName } from "@/components/ui/interface-icon";
import { blockEditorText } from "@/content/admin-block-editor";
import { iconButton } from "./styles";

interface IconActionProps {
  id?: string;
  /** What the button does, shown as its tooltip: "Move up". */
  action: string;
  /** What it does it to, read out with the action: "block 2, Hero". */
  name: string;
  icon: InterfaceIconName;
  onClick: () => void;
  /** Shown but not done: aria-disabled keeps the focus on a button that stops applying. */
  disabled?: boolean;
  /** For a button that opens something below it: whether that is open. */
  expanded?: boolean;
}

/** A button of a block or of an item in one of its lists, named with what it acts on. */
export function IconAction(props: IconActionProps) {
  const { id, action, name, icon, onClick, disabled = false, expanded } = props;
  return (
    <button
      id={id}
      type="button"
      aria-label={blockEditorText.actions.on(action, name)}
      aria-disabled={disabled || undefined}
      aria-expanded={expanded}
      title={action}
      onClick={() => {
        if (!disabled) onClick();
      }}
      className={iconButton}
    >
      <InterfaceIcon name={icon} className="size-4" />
    </button>
  );
}
