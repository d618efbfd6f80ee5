import { InterfaceIcon } from "@/components/ui/interface-icon";
import { secondaryButton } from "../../shell/styles";

/** Adds an item to a list of a block. */
export function AddItemButton(props: { id: string; label: string; onClick: () => void }) {
  return (
    <button
      id={props.id}
      type="button"
      onClick={props.onClick}
      className={`${secondaryButton} mt-3`}
    >
      <InterfaceIcon name="plus" className="size-4" />
      {props.label}
    </button>
  );
}
