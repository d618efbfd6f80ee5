import type { Connection } from "../db";

/** Where the database announces site-text changes: the site's revalidation route and its secret. */
export interface SiteRevalidation {
  url: string;
  secret: string;
}

/**
 * Makes `private.site_revalidation` (see the site_text_revalidation migration) say what this
 * start was given: the row when a target is given, no row otherwise, so a run without one never
 * calls a site left over from an earlier run.
 */
export async function configureSiteRevalidation(
  pg: Connection,
  target: SiteRevalidation | undefined,
): Promise<void> {
  const { rows } = await pg.query<{ present: boolean }>(
    `select to_regclass('private.site_revalidation') is not null as present`,
  );
  if (!rows[0]?.present) {
    if (target) throw new Error("site revalidation needs the site_text_revalidation migration");
    return;
  }
  await pg.transaction(async (tx) => {
    await tx.query(`delete from private.site_revalidation`);
    if (target) {
      await tx.query(`insert into private.site_revalidation (url, secret) values ($1, $2)`, [
        target.url,
        target.secret,
      ]);
    }
  });
}
