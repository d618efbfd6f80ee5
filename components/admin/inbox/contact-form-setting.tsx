import "server-only";
import { ActionForm } from "../shell/action-form.client";
import { Field } from "../shell/field";
import { card, field, label } from "../shell/styles";
import { setContactForm, setRetention } from "./actions";
import { inboxText } from "@/content/admin-inbox";
import type { ContactFormMode } from "@/lib/site-settings";

const t = inboxText.setting;

/** For admins: what the public contact form does, and how long messages are kept. */
export function ContactFormSetting({
  mode,
  months,
  canKeep,
}: {
  mode: ContactFormMode;
  months: number;
  /** Whether this server has the secret key the form keeps messages with. */
  canKeep: boolean;
}) {
  return (
    <section aria-labelledby="contact-form-setting" className={`${card} mb-6`}>
      <h2 id="contact-form-setting" className="text-xl font-bold text-foreground">
        {t.title}
      </h2>
      <ActionForm action={setContactForm} hidden={{}} label={t.save} source={t.title}>
        <fieldset className="mt-3 basis-full">
          <legend className={label}>{t.legend}</legend>
          {(["coming_soon", "accepting"] as const).map((option) => (
            <label
              key={option}
              className="mt-2 flex min-h-11 cursor-pointer items-center gap-3 text-foreground"
            >
              <input
                type="radio"
                name="mode"
                value={option}
                defaultChecked={mode === option}
                className="size-5 accent-accent"
              />
              {option === "accepting" ? t.accepting : t.comingSoon}
            </label>
          ))}
        </fieldset>
      </ActionForm>
      {!canKeep && (
        <p role="status" className="mt-3 text-sm font-semibold text-red-700 dark:text-red-300">
          {t.noKey}
        </p>
      )}
      <div className="mt-6">
        <ActionForm action={setRetention} hidden={{}} label={t.saveRetention} source={t.title}>
          <Field
            id="retention-months"
            label={t.retention}
            hint={t.retentionHint}
            className="basis-full sm:basis-auto"
          >
            {(control) => (
              <input
                {...control}
                name="months"
                type="number"
                min={1}
                max={120}
                step={1}
                required
                defaultValue={months}
                className={`${field} sm:w-32`}
              />
            )}
          </Field>
        </ActionForm>
      </div>
    </section>
  );
}
