import { useId, useState } from "react";
import { richTextEditorText } from "@/content/admin-rich-text";
import { linkProblem } from "@/lib/rich-text/links";
import { Field } from "../shell/field";
import { field, primaryButton, secondaryButton, dangerButton } from "../shell/styles";
import { EditorDialog } from "./editor-dialog";

const t = richTextEditorText.link;

export interface LinkChoice {
  label: string;
  href: string;
}

interface LinkDialogProps {
  open: boolean;
  /** The address of the link at the cursor; "" for a new link. */
  href: string;
  /** The site's pages and posts, to choose from. */
  links: readonly LinkChoice[];
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

const matches = (choice: LinkChoice, query: string) => {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${choice.label} ${choice.href}`.toLowerCase();
  return words.every((word) => text.includes(word));
};

/** Why an address cannot be a link, or null. */
const problemOf = (href: string) => (href === "" ? t.required : linkProblem(href));

/** The form of the link dialog: kept apart so each opening starts from the link at the cursor. */
function LinkForm({ href: initial, links, onApply, onRemove, onClose }: LinkDialogProps) {
  const [href, setHref] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [query, setQuery] = useState("");
  const urlId = useId();
  const searchId = useId();
  const trimmed = href.trim();
  const problem = checked ? problemOf(trimmed) : null;
  const shown = links.filter((choice) => matches(choice, query));

  return (
    <EditorDialog
      open
      title={t.title}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (problemOf(trimmed) === null) onApply(trimmed);
      }}
    >
      <Field id={urlId} label={t.url} labelClassName="mt-5 block" hint={t.urlHint} error={problem}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={href}
            onChange={(event) => setHref(event.target.value)}
            onBlur={() => setChecked(trimmed !== "")}
            className={field}
          />
        )}
      </Field>
      {links.length > 0 && (
        <fieldset className="mt-5">
          <legend className="text-sm font-medium text-foreground">{t.pages}</legend>
          <label htmlFor={searchId} className="sr-only">
            {t.search}
          </label>
          <input
            id={searchId}
            type="search"
            autoComplete="off"
            placeholder={t.search}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              // Enter in the search narrows the list; it must not apply the address above.
              if (event.key === "Enter") event.preventDefault();
            }}
            className={field}
          />
          <ul className="mt-2 max-h-56 overflow-y-auto rounded-lg border border-border">
            {shown.map((choice) => (
              <li key={choice.href}>
                <button
                  type="button"
                  aria-pressed={choice.href === trimmed}
                  onClick={() => {
                    setHref(choice.href);
                    setChecked(true);
                    document.getElementById(urlId)?.focus();
                  }}
                  className="flex min-h-11 w-full flex-col items-start px-3 py-2 text-left text-sm hover:bg-surface focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring aria-pressed:bg-surface-strong"
                >
                  <span className="font-medium text-foreground">{choice.label}</span>
                  <span className="text-xs break-all text-muted">{choice.href}</span>
                </button>
              </li>
            ))}
            {shown.length === 0 && (
              <li className="px-3 py-2 text-sm text-muted">{t.none(query)}</li>
            )}
          </ul>
        </fieldset>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {initial !== "" && (
          <button type="button" onClick={onRemove} className={dangerButton}>
            {t.remove}
          </button>
        )}
        <button type="button" onClick={onClose} className={secondaryButton}>
          {t.cancel}
        </button>
        <button type="submit" className={primaryButton}>
          {t.apply}
        </button>
      </div>
    </EditorDialog>
  );
}

/**
 * Adds, changes or removes the link at the cursor. The address is checked as the database
 * checks it, and nothing changes in the text until it passes.
 */
export function LinkDialog(props: LinkDialogProps) {
  return props.open ? <LinkForm {...props} /> : null;
}
