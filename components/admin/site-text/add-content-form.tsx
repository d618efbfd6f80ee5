import { type FormEvent, useState } from "react";
import { adminText } from "@/content/admin";
import type { SiteTextEntry } from "@/lib/site-text/catalogue";
import type { ContentPanel } from "./use-content-panel";
import { Field } from "../shell/field";
import { card, field, primaryButton } from "../shell/styles";

const t = adminText.add;

interface AddContentFormProps {
  panel: ContentPanel;
  /** Site-text keys without a stored value, suggested as the editor types. */
  suggestions: readonly SiteTextEntry[];
}

/** The spec's Add New Content form; the fields empty once the row is added. */
export function AddContentForm({ panel, suggestions }: AddContentFormProps) {
  const [key, setKey] = useState("");
  const [value, setValue] = useState("");

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await panel.add(key.trim(), value)) {
      setKey("");
      setValue("");
    }
  };

  return (
    <section aria-labelledby="add-content" className={card}>
      <h2 id="add-content" className="text-xl font-bold tracking-tight text-foreground">
        {t.title}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
        <Field
          id="new-content-key"
          label={t.keyLabel}
          hint={
            <>
              {t.keyHint} {suggestions.length > 0 && adminText.siteText.suggestions}
            </>
          }
          hintClassName="mt-1.5 text-xs text-muted"
        >
          {(control) => (
            <>
              <input
                {...control}
                name="content_key"
                value={key}
                onChange={(event) => setKey(event.target.value)}
                placeholder={t.keyPlaceholder}
                autoComplete="off"
                spellCheck={false}
                list="site-text-keys"
                className={`${field} font-mono`}
              />
              <datalist id="site-text-keys">
                {suggestions.map((entry) => (
                  <option key={entry.key} value={entry.key} label={entry.location} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field id="new-content-value" label={t.valueLabel}>
          {(control) => (
            <textarea
              {...control}
              name="content_value"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              placeholder={t.valuePlaceholder}
              rows={4}
              className={`${field} resize-y`}
            />
          )}
        </Field>
        <button type="submit" disabled={panel.state.busy !== null} className={primaryButton}>
          {panel.state.busy?.kind === "add" ? t.submitting : t.submit}
        </button>
      </form>
    </section>
  );
}
