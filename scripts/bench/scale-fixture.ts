import { randomUUID } from "node:crypto";
import sharp from "sharp";

/**
 * Ten times the site's content, written into a local backend through its Data and Storage
 * APIs with the service role: services and industries copied (new slugs and departments),
 * site texts in bulk (each insert also records a history row), and media items with a small
 * image each. Idempotent per backend: run it once after a reset.
 */

/** The Supabase CLI's well-known local secret key (public on purpose). */
const SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";

export const SCALE = {
  services: 280,
  industries: 60,
  texts: 8_500,
  historyRows: 2_000,
  media: 500,
} as const;

/** Rows written per request: the local backend takes them in one statement. */
const BATCH = 500;

export interface FixtureCounts {
  services: number;
  industries: number;
  texts: number;
  historyRows: number;
  media: number;
}

type Row = Record<string, unknown>;

const headers = {
  apikey: SECRET_KEY,
  Authorization: `Bearer ${SECRET_KEY}`,
  "Content-Type": "application/json",
};

async function rest(backend: string, path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${backend}/rest/v1/${path}`, {
    ...init,
    headers: { ...headers, ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function insert(backend: string, table: string, rows: Row[]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await rest(backend, table, {
      method: "POST",
      headers: { Prefer: "return=minimal" },
      body: JSON.stringify(rows.slice(i, i + BATCH)),
    });
  }
}

/** How many rows a table holds, as the API counts them. */
export async function countRows(backend: string, table: string): Promise<number> {
  const response = await rest(backend, `${table}?select=*&limit=1`, {
    method: "HEAD",
    headers: { Prefer: "count=exact" },
  });
  return Number(response.headers.get("content-range")?.split("/")[1] ?? Number.NaN);
}

/** Copies of each row until the table holds `target`, each copy with its own unique fields. */
async function copyUntil(
  backend: string,
  table: string,
  target: number,
  unique: (row: Row, copy: number) => Row,
) {
  const rows = (await (await rest(backend, `${table}?select=*&order=sort_order`)).json()) as Row[];
  const copies: Row[] = [];
  for (let copy = 1; rows.length > 0 && rows.length + copies.length < target; copy += 1) {
    for (const row of rows.slice(0, target - rows.length - copies.length)) {
      // A copy is a new row: the backend gives it its own id and times.
      const fields = Object.fromEntries(
        Object.entries(row).filter(([name]) => !["id", "created_at", "updated_at"].includes(name)),
      );
      copies.push({
        ...fields,
        ...unique(fields, copy),
        sort_order: Number(fields.sort_order) + copy * 1000,
      });
    }
  }
  await insert(backend, table, copies);
}

async function uploadMedia(backend: string, count: number) {
  const image = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const rows: Row[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID();
    const path = `${id}/${randomUUID()}.png`;
    const response = await fetch(`${backend}/storage/v1/object/site-media/${path}`, {
      method: "POST",
      headers: {
        apikey: SECRET_KEY,
        Authorization: `Bearer ${SECRET_KEY}`,
        "Content-Type": "image/png",
      },
      body: image,
    });
    if (!response.ok)
      throw new Error(`upload ${path}: ${response.status} ${await response.text()}`);
    rows.push({
      id,
      path,
      alt: `Scale image ${i + 1}`,
      file_name: `scale-${i + 1}.png`,
      content_type: "image/png",
      size_bytes: image.length,
      width: 64,
      height: 48,
    });
  }
  await insert(backend, "media", rows);
}

/** Brings the backend's content to ten times today's, and says what it now holds. */
export async function loadScaleFixture(backend: string): Promise<FixtureCounts> {
  await copyUntil(backend, "services", SCALE.services, (row, copy) => ({
    slug: `${String(row.slug)}-${copy + 1}`,
    department_id: `${String(row.department_id)}-${copy + 1}`,
    name: `${String(row.name)} ${copy + 1}`,
    title: `${String(row.title)} ${copy + 1}`,
  }));
  await copyUntil(backend, "industries", SCALE.industries, (row, copy) => ({
    slug: `${String(row.slug)}-${copy + 1}`,
    name: `${String(row.name)} ${copy + 1}`,
    title: `${String(row.title)} ${copy + 1}`,
  }));
  const texts = SCALE.texts - (await countRows(backend, "website_content"));
  await insert(
    backend,
    "website_content",
    Array.from({ length: texts }, (_, i) => ({
      content_key: `scale.text-${String(i + 1).padStart(5, "0")}`,
      content_value: `Scale text ${i + 1}: a sentence about as long as the site's own texts, for the editors' list.`,
    })),
  );
  await uploadMedia(backend, SCALE.media - (await countRows(backend, "media")));
  return {
    services: await countRows(backend, "services"),
    industries: await countRows(backend, "industries"),
    texts: await countRows(backend, "website_content"),
    historyRows: await countRows(backend, "website_content_history"),
    media: await countRows(backend, "media"),
  };
}
