import type { Metadata } from "next";
import { ActionForm } from "@/components/admin/shell/action-form.client";
import { AdminRoom } from "@/components/admin/shell/admin-room";
import { SECURITY_PATH } from "@/components/admin/shell/admin-rooms";
import { AddAuthenticator } from "@/components/admin/security/add-authenticator.client";
import { card } from "@/components/admin/shell/styles";
import { twoFactorText } from "@/content/admin-team";
import { requireEditor } from "@/lib/auth/require-editor";
import { utcMoment } from "@/lib/utc-moment";
import { removeAuthenticator } from "@/components/admin/security/actions";

const t = twoFactorText.room;

export const metadata: Metadata = {
  title: t.title,
  robots: { index: false, follow: false },
};

/** A member's own sign-in: their authenticator apps, added and removed here. */
export default async function SecurityRoom() {
  const { user } = await requireEditor(SECURITY_PATH);
  const factors = (user.factors ?? []).filter((factor) => factor.factor_type === "totp");
  // The heading counts those that work; unfinished ones are listed to be removed or finished.
  const verified = factors.filter((factor) => factor.status === "verified").length;
  return (
    <AdminRoom title={t.title} subtitle={t.subtitle}>
      <section aria-labelledby="authenticators" className={card}>
        <h2 id="authenticators" className="text-xl font-bold text-foreground">
          {verified > 0 ? t.listTitle(verified) : t.none}
        </h2>
        <ul className="mt-2 flex flex-col divide-y divide-border">
          {factors.map((factor, index) => {
            const name = factor.friendly_name || t.defaultName(index + 1);
            return (
              <li
                key={factor.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                data-testid="authenticator"
              >
                <div>
                  <p className="font-semibold text-foreground">{name}</p>
                  <p className="text-sm text-muted">
                    {factor.status === "verified"
                      ? t.added(utcMoment(factor.created_at))
                      : t.unverified}
                  </p>
                </div>
                <ActionForm
                  action={removeAuthenticator}
                  hidden={{ factor: factor.id, name }}
                  label={t.remove}
                  confirm={t.confirmRemove(name)}
                  source={t.title}
                  look="danger"
                />
              </li>
            );
          })}
        </ul>
        <AddAuthenticator count={factors.length} />
      </section>
    </AdminRoom>
  );
}
