import type { APIRequestContext } from "@playwright/test";
import { industries } from "../content/industries";
import { e2eSupabase } from "./backend";
import { SERVICE_ROLE_KEY } from "./editor";
import { expect } from "./fixtures";

const secret = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` };

/**
 * An industry the seed does not have, unique to the run. Its sort order decides where the short
 * lists (footer, menu, home) put it: first shows it, last keeps the first six as they are.
 */
export function extraIndustry(stamp: string, sortOrder: number) {
  return {
    slug: `aerospace-${stamp}`,
    name: `Aerospace ${stamp}`,
    description: "Flight-grade electronics and the software that certifies them.",
    title: "Aerospace Engineering Services",
    subtitle: "Avionics built to be certified.",
    intro_heading: "Built for the air",
    intro_description: "Flight computers, sensors and the evidence DO-254 asks for.",
    icon: "rocket",
    offerings: industries[0]!.offerings,
    meta_description: "Aerospace engineering: avionics hardware, firmware and certification.",
    sort_order: sortOrder,
  };
}

/** A write straight to the REST API with the secret key, as any script would make it. */
export async function insertRow(request: APIRequestContext, table: string, row: object) {
  const response = await request.post(`${e2eSupabase.url}/rest/v1/${table}`, {
    headers: secret,
    data: row,
  });
  expect(response.status(), await response.text()).toBe(201);
}

export async function removeRow(request: APIRequestContext, table: string, slug: string) {
  const response = await request.delete(`${e2eSupabase.url}/rest/v1/${table}`, {
    params: { slug: `eq.${slug}` },
    headers: secret,
  });
  expect(response.status()).toBe(204);
}

/**
 * The footer's "All N industries" link text, whatever N is: the site-text tests run in two lanes
 * side by side, and the other lane may have an extra industry of its own at the time.
 */
export function allIndustriesName(label: string) {
  const [before, after] = label
    .split("{count}")
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${before}(\\d+)${after ?? ""}$`);
}

/** N in the page's "All N industries" link, or 0 when the page has none. */
export function allIndustriesShown(html: string, label: string) {
  const name = allIndustriesName(label).source.slice(1, -1);
  return Number(new RegExp(`>${name}</a>`).exec(html)?.[1] ?? 0);
}
