import { IconFrame } from "@/components/ui/icon-frame";
import { collectionsText } from "@/content/admin-collections";
import { ICON_NAMES, type IconName } from "@/content/types";
import { cn } from "@/lib/cn";
import { overlaidRadio } from "../shell/styles";

const t = collectionsText.form;

interface IconPickerProps {
  /** The icon sprite's address; without it the icons are named but not drawn. */
  sprite?: string;
  /** The radio group's name and the start of its ids. */
  id: string;
  value: string;
  onChange(icon: IconName): void;
  /** The id of the list's message, read with the group while it is invalid. */
  describedBy?: string;
  invalid?: boolean;
  /** Where the form's first error lands (the first card's group). */
  dataField?: string;
}

/**
 * Every icon the site can draw, as a grid of radio buttons: arrows move between them, each is
 * a 44 px target named by its icon, and the chosen one is marked by more than its colour.
 */
export function IconPicker({
  sprite,
  id,
  value,
  onChange,
  describedBy,
  invalid,
  dataField,
}: IconPickerProps) {
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={invalid || undefined} className="mt-2">
      <legend className="text-sm font-medium text-foreground">{t.icon}</legend>
      <p className="mt-1 text-xs text-muted">
        {value ? t.iconChosen(t.iconName(value)) : t.iconNone}
      </p>
      <div className="mt-2 grid max-h-52 grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-1 overflow-y-auto rounded-lg border border-border p-1">
        {ICON_NAMES.map((name, index) => {
          const chosen = value === name;
          return (
            <label
              key={name}
              title={t.iconName(name)}
              className={cn(
                "relative flex size-11 cursor-pointer items-center justify-center rounded-lg border text-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring",
                chosen
                  ? "border-2 border-accent bg-surface-strong text-accent"
                  : "border-transparent hover:border-border",
              )}
            >
              <input
                type="radio"
                name={`${id}-icon`}
                id={index === 0 ? `${id}-icon` : undefined}
                value={name}
                checked={chosen}
                onChange={() => onChange(name)}
                data-field={index === 0 ? dataField : undefined}
                className={overlaidRadio}
              />
              {sprite && (
                <IconFrame className="size-5">
                  <use href={`${sprite}#${name}`} />
                </IconFrame>
              )}
              <span className="sr-only">{t.iconName(name)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
