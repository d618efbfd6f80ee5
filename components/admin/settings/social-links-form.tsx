import "server-only";
import { ActionForm } from "../shell/action-form.client";
import { Field } from "../shell/field";
import { card, field } from "../shell/styles";
import { setSocialLinks } from "./actions";
import { settingsText } from "@/content/admin-settings";
import type { SiteSettings, SocialNetwork } from "@/lib/site-settings";

const t = settingsText.social;

const NETWORKS: readonly SocialNetwork[] = ["linkedin", "twitter", "facebook"];

/** For admins: the company's profiles the footer's buttons link to. */
export function SocialLinksForm({ social }: { social: SiteSettings["social"] }) {
  return (
    <section aria-labelledby="social-links-title" className={card}>
      <h2 id="social-links-title" className="text-xl font-bold text-foreground">
        {t.title}
      </h2>
      <p className="mt-2 text-sm text-muted">{t.intro}</p>
      <ActionForm action={setSocialLinks} hidden={{}} label={t.save} source={t.title}>
        {NETWORKS.map((network) => (
          <Field
            key={network}
            id={`social-${network}`}
            label={t.fields[network].label}
            hint={t.fields[network].hint}
            className="basis-full"
          >
            {(control) => (
              <input
                {...control}
                name={network}
                type="url"
                inputMode="url"
                maxLength={300}
                defaultValue={social[network] ?? ""}
                className={field}
              />
            )}
          </Field>
        ))}
      </ActionForm>
      <p className="mt-2 text-xs text-muted">{settingsText.explain}</p>
    </section>
  );
}
