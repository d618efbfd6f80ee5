import "server-only";
import { ActionForm } from "../shell/action-form.client";
import { Field } from "../shell/field";
import { card, field } from "../shell/styles";
import { setProjectRequestUrl } from "./actions";
import { settingsText } from "@/content/admin-settings";

const t = settingsText.projectRequest;

/** For admins: the form the home page's "Start Your Project" buttons open. */
export function ProjectRequestForm({ url }: { url: string | null }) {
  return (
    <section aria-labelledby="project-request-title" className={card}>
      <h2 id="project-request-title" className="text-xl font-bold text-foreground">
        {t.title}
      </h2>
      <p className="mt-2 text-sm text-muted">{t.intro}</p>
      <ActionForm action={setProjectRequestUrl} hidden={{}} label={t.save} source={t.title}>
        <Field
          id="project-request-url"
          label={t.field.label}
          hint={t.field.hint}
          className="basis-full"
        >
          {(control) => (
            <input
              {...control}
              name="url"
              type="url"
              inputMode="url"
              maxLength={300}
              defaultValue={url ?? ""}
              className={field}
            />
          )}
        </Field>
      </ActionForm>
      <p className="mt-2 text-xs text-muted">{settingsText.explain}</p>
    </section>
  );
}
