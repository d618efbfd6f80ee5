import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { collectionsText } from "../content/admin-collections";
import { collectionSpecs } from "../lib/collections/specs";
import { mediaText } from "../content/admin-media";
import { previewText } from "../content/preview";
import { MEDIA_MAX_BYTES } from "../lib/media/rules";
import { LOCAL_SUPABASE_ANON_KEY } from "../lib/supabase/env";
import { e2eSupabase } from "./backend";
import {
  createEditor,
  editorContext,
  expectToast,
  SERVICE_ROLE_KEY,
  signIn,
  TWO_EDITORS_TIMEOUT_MS,
} from "./editor";
import { axeViolations, expect, test } from "./fixtures";

/** Editors upload images to the media library and put them on the site's pages. */

const t = mediaText;
const secret = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` };
const stamp = Date.now().toString(36);
const alt = `Meera Iyer at the probe station ${stamp}`;
const photoLabel = collectionSpecs.leaders.fields.find(
  (field) => field.name === "portrait_id",
)!.label;

test.describe.configure({ timeout: TWO_EDITORS_TIMEOUT_MS });

/** A photo-like image: a gradient with a block of colour, so it is neither tiny nor blank. */
async function photo(width: number, height: number, format: "jpeg" | "png") {
  const block = await sharp({
    create: { width: 200, height: 200, channels: 3, background: "#1d4ed8" },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#b45309" } })
    .composite([{ input: block, left: 40, top: 40 }])
    [format]()
    .toBuffer();
}

// A failed run must not leave its image on the site for the tests that follow.
test.afterAll(async ({ request }) => {
  const images = await request.get(`${e2eSupabase.url}/rest/v1/media`, {
    params: { select: "id,path", alt: `like.*${stamp}*` },
    headers: secret,
  });
  for (const image of (await images.json()) as { id: string; path: string }[]) {
    for (const column of ["image_id", "share_image_id"]) {
      await request.patch(`${e2eSupabase.url}/rest/v1/services`, {
        params: { [column]: `eq.${image.id}` },
        data: { [column]: null },
        headers: secret,
      });
    }
    await request.patch(`${e2eSupabase.url}/rest/v1/leaders`, {
      params: { portrait_id: `eq.${image.id}` },
      data: { portrait_id: null },
      headers: secret,
    });
    await request.delete(`${e2eSupabase.url}/rest/v1/page_share_images`, {
      params: { image_id: `eq.${image.id}` },
      headers: secret,
    });
    await request.delete(`${e2eSupabase.url}/rest/v1/collection_drafts`, {
      params: { "item->>portrait_id": `eq.${image.id}` },
      headers: secret,
    });
    await request.delete(`${e2eSupabase.url}/rest/v1/media`, {
      params: { id: `eq.${image.id}` },
      headers: secret,
    });
    await request.delete(`${e2eSupabase.url}/storage/v1/object/site-media`, {
      data: { prefixes: [image.path] },
      headers: secret,
    });
  }
});

async function openLibrary(page: Page) {
  await page.goto("/admin/media");
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
}

/** The images a page's HTML offers as its social card. */
function ogImages(html: string): string[] {
  return [...html.matchAll(/<meta property="og:image" content="([^"]*)"/g)].map(
    (match) => match[1]!,
  );
}

/** The first leader's portrait as visitors get it. */
async function portrait(page: Page) {
  await page.goto("/about");
  return page.locator("#leadership li").first().locator("img");
}

test("bad files and missing alt text are refused with a reason; a dropped image uploads with progress and, unused, can be deleted", async ({
  page,
  browser,
  request,
}) => {
  // A second editor watches the library: uploads and deletions reach it live.
  const other = await editorContext(browser, await createEditor(request));
  await openLibrary(other.page);
  await signIn(page);
  await openLibrary(page);
  const file = page.locator("input[type=file]").first();
  const problem = page.locator("main").getByRole("alert");

  await file.setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(problem).toHaveText(t.messages.wrongType("logo.svg"));

  const huge = Buffer.alloc(MEDIA_MAX_BYTES + 1);
  await file.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: huge });
  await expect(problem).toHaveText(t.messages.tooBig("huge.png", huge.length, MEDIA_MAX_BYTES));

  await file.setInputFiles({
    name: "broken.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("not really a jpeg"),
  });
  await expect(problem).toHaveText(t.messages.unreadable("broken.jpg"));

  // Dropped on the panel rather than picked.
  const wafer = (await photo(640, 480, "png")).toString("base64");
  const dropped = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], "wafer.png", { type: "image/png" }));
    return transfer;
  }, wafer);
  await page.getByTestId("drop-zone").dispatchEvent("drop", { dataTransfer: dropped });
  await expect(page.getByText(/^wafer\.png, /)).toBeVisible();

  await page.getByRole("button", { name: t.upload.submit, exact: true }).click();
  await expect(problem).toHaveText(t.messages.altRequired);
  await expect(page.getByLabel(t.upload.alt)).toBeFocused();
  // The chosen file is kept to try again.
  await expect(page.getByText(/^wafer\.png, /)).toBeVisible();

  // Held back a moment on its way to Storage, the upload shows its progress bar.
  const waferAlt = `A test wafer ${stamp}`;
  await page.route("**/storage/v1/object/upload/sign/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByLabel(t.upload.alt).fill(waferAlt);
  await page.getByRole("button", { name: t.upload.submit, exact: true }).click();
  await expect(page.getByRole("progressbar", { name: t.upload.progress })).toBeVisible();
  await expectToast(page, t.messages.uploadedText(waferAlt));
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(
    other.page.getByRole("button", { name: `${t.details.edit} ${waferAlt}` }),
  ).toBeVisible();

  // Shown nowhere, it can be deleted.
  const card = page.getByRole("button", { name: `${t.details.edit} ${waferAlt}` });
  await card.click();
  page.once("dialog", (confirm) => void confirm.accept());
  await page
    .getByRole("dialog", { name: t.details.heading })
    .getByRole("button", { name: t.details.remove })
    .click();
  await expectToast(page, t.messages.removedText(waferAlt));
  await expect(card).toHaveCount(0);
  await expect(
    other.page.getByRole("button", { name: `${t.details.edit} ${waferAlt}` }),
  ).toHaveCount(0);
  await other.context.close();
});

test("an editor uploads a portrait, puts it on the About page, moves its focal point, replaces it, and cannot delete it while it is shown", async ({
  page,
  browser,
  request,
}) => {
  await signIn(page);
  await openLibrary(page);
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles({
      name: "meera.jpg",
      mimeType: "image/jpeg",
      buffer: await photo(1200, 1500, "jpeg"),
    });
  await page.getByLabel(t.upload.alt).fill(alt);
  await page.getByRole("button", { name: t.upload.submit, exact: true }).click();
  await expectToast(page, t.messages.uploadedText(alt));
  const card = page.getByRole("button", { name: `${t.details.edit} ${alt}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText("1200 x 1500");
  expect(await axeViolations(page)).toEqual([]);

  // Search finds it by its alt text and by its file name; a miss says so.
  const search = page.getByLabel(t.search.label);
  await search.fill(`probe station ${stamp}`);
  await expect(card).toBeVisible();
  await search.fill("nothing-is-called-this");
  await expect(page.getByText(t.search.none("nothing-is-called-this"))).toBeVisible();
  await search.fill("meera.jpg");
  await expect(card).toBeVisible();

  // The focal point: the sliders (the keyboard's way) move the marker; saved with the alt text.
  await card.click();
  const dialog = page.getByRole("dialog", { name: t.details.heading });
  await dialog.getByLabel(t.details.focalX).fill("30");
  await dialog.getByLabel(t.details.focalY).fill("20");
  await expect(dialog.getByTestId("focal-mark")).toHaveAttribute("style", /left: 30%; top: 20%/);
  await dialog.getByRole("button", { name: t.details.save }).click();
  await expectToast(page, t.messages.savedText(alt));
  await expect(dialog).toBeHidden();

  // The first leader gets the photo; visitors see it in place of the drawing.
  await page.goto("/admin/leaders");
  await page.locator("main ol li a").first().click();
  await page.waitForURL(/\/admin\/leaders\/[0-9a-f-]{36}$/);
  const leaderForm = page.url();
  await page.getByLabel(photoLabel, { exact: true }).selectOption({ label: `${alt} (meera.jpg)` });
  await expect(
    page.getByRole("img", {
      name: collectionsText.form.imagePreview(`${alt} (meera.jpg)`),
    }),
  ).toBeVisible();

  // Staged first: visitors keep the drawing, the editor's preview shows the photo.
  await page.getByRole("button", { name: collectionsText.staging.stage }).click();
  await expect(
    page.getByText(/is staged\. Visitors still see the published version\./).first(),
  ).toBeAttached();
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await expect(await portrait(visitor)).toHaveAttribute("src", /^\/leadership\//);
  await page.goto("/api/preview?path=/about");
  await expect(page.getByTestId("preview-banner")).toContainText(previewText.banner);
  await expect(page.locator("#leadership li").first().locator("img")).toHaveAttribute("alt", alt);
  await page.getByRole("link", { name: previewText.exit }).click();

  // Saved from the staged version: it is published.
  await page.goto(leaderForm);
  await expect(page.getByLabel(photoLabel, { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
  await expect(
    page.getByRole("img", { name: collectionsText.form.imagePreview(`${alt} (meera.jpg)`) }),
  ).toBeVisible();
  await page.getByRole("button", { name: collectionsText.form.save, exact: true }).click();
  await expectToast(page, "is on the site now.");

  const image = await portrait(visitor);
  await expect(image).toHaveAttribute("alt", alt);
  await expect(image).toHaveAttribute("src", /\/storage\/v1\/render\/image\/public\/site-media\//);
  // Widths a phone can use, up to the largest under the file's own 1,200 px and no larger.
  await expect(image).toHaveAttribute(
    "srcset",
    /width=384&quality=75 384w, .*width=1080&quality=75 1080w$/,
  );
  await expect(image).toHaveAttribute("sizes", /100vw/);
  await expect(image).toHaveAttribute("width", "1200");
  await expect(image).toHaveAttribute("height", "1500");
  await expect(image).toHaveAttribute("style", /object-position:\s*30% 20%/);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  const firstSrc = await image.getAttribute("src");

  // A new file: the page shows it at a new address, with the alt text and focal point kept.
  await openLibrary(page);
  await page.getByRole("button", { name: `${t.details.edit} ${alt}` }).click();
  await dialog.getByLabel(t.details.replace).setInputFiles({
    name: "meera-2.png",
    mimeType: "image/png",
    buffer: await photo(900, 900, "png"),
  });
  await expectToast(page, t.messages.replacedText(alt));
  await expect(page.getByRole("button", { name: `${t.details.edit} ${alt}` })).toContainText(
    "900 x 900",
  );
  await expect
    .poll(async () => (await portrait(visitor)).getAttribute("src"), { timeout: 10_000 })
    .not.toBe(firstSrc);
  await expect(await portrait(visitor)).toHaveAttribute("width", "900");
  await expect(await portrait(visitor)).toHaveAttribute("alt", alt);

  // The DFT page shows it beside its overview and is shared with it, cut to a social card.
  const [stored] = (await (
    await request.get(`${e2eSupabase.url}/rest/v1/media`, {
      params: { select: "id", alt: `eq.${alt}` },
      headers: secret,
    })
  ).json()) as { id: string }[];
  const patched = await request.patch(`${e2eSupabase.url}/rest/v1/services`, {
    params: { slug: "eq.dft" },
    data: { image_id: stored!.id, share_image_id: stored!.id },
    headers: secret,
  });
  expect(patched.ok()).toBe(true);
  await expect
    .poll(
      async () => {
        const html = await (await request.get("/services/dft")).text();
        // In place of the generated card, not as well as it.
        const cards = ogImages(html);
        return (
          cards.length === 1 &&
          /\/render\/image\/public\/site-media\/.*width=1200&amp;height=630&amp;resize=cover$/.test(
            cards[0]!,
          )
        );
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  await visitor.goto("/services/dft");
  await expect(visitor.locator("section[aria-labelledby=overview-title] img")).toHaveAttribute(
    "alt",
    alt,
  );

  // The About page's share image, chosen under Share images: it replaces the generated card.
  await page.goto("/admin/page-share-images/new");
  await page.getByLabel("Page", { exact: true }).selectOption({ label: "About" });
  await page
    .getByLabel("Share image", { exact: true })
    .selectOption({ label: `${alt} (meera-2.png)` });
  await page.getByRole("button", { name: collectionsText.form.save, exact: true }).click();
  await expectToast(page, "is on the site now.");
  await expect
    .poll(async () => ogImages(await (await request.get("/about")).text()), { timeout: 10_000 })
    .toEqual([
      expect.stringMatching(
        /\/render\/image\/public\/site-media\/.*width=1200&amp;height=630&amp;resize=cover$/,
      ),
    ]);

  // Shown on pages: deleting is refused and says where.
  await openLibrary(page);
  await page.getByRole("button", { name: `${t.details.edit} ${alt}` }).click();
  page.once("dialog", (confirm) => void confirm.accept());
  await dialog.getByRole("button", { name: t.details.remove }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    new RegExp(
      `^${alt} cannot be deleted while it is in use: Leadership team, [^;]+; Search and share, /about; Services, DFT\\. `,
    ),
  );
  await expect(page.getByRole("button", { name: `${t.details.edit} ${alt}` })).toHaveCount(1);
  await visitor.close();
});

test("a page disguised as an image is refused: Storage takes no member's own upload, and the library checks what the file holds", async ({
  page,
  request,
}) => {
  const disguised = "<!doctype html><script>alert(document.cookie)</script>";
  /** Whether Storage holds an object of site-media: anything but its own "not found". */
  const stored = async (path: string) => {
    const response = await request.get(
      `${e2eSupabase.url}/storage/v1/object/public/site-media/${path}`,
      { headers: secret },
    );
    return (
      response.ok() || ((await response.json()) as { statusCode: string }).statusCode !== "404"
    );
  };

  // Straight to Storage with an editor's own token: refused, as hosted Storage refuses RLS.
  const account = await createEditor(request);
  const session = await request.post(`${e2eSupabase.url}/auth/v1/token?grant_type=password`, {
    headers: { apikey: LOCAL_SUPABASE_ANON_KEY },
    data: account,
  });
  expect(session.status()).toBe(200);
  const { access_token: token } = (await session.json()) as { access_token: string };
  const direct = `${randomUUID()}/${randomUUID()}.png`;
  for (const method of ["PUT", "POST"] as const) {
    const written = await request.fetch(
      `${e2eSupabase.url}/storage/v1/object/site-media/${direct}`,
      {
        method,
        headers: {
          apikey: LOCAL_SUPABASE_ANON_KEY,
          authorization: `Bearer ${token}`,
          "content-type": "image/png",
        },
        data: disguised,
      },
    );
    expect({ method, status: written.status() }).toEqual({ method, status: 400 });
    expect(await written.json()).toMatchObject({ statusCode: "403" });
  }
  expect(await stored(direct)).toBe(false);

  // Through the library: a real PNG is chosen (the browser's check passes), and the page's
  // script sends other bytes to the upload address. The server reads them before adding a row.
  await signIn(page, account);
  await openLibrary(page);
  let uploaded = "";
  await page.route("**/storage/v1/object/upload/sign/site-media/**", async (route) => {
    uploaded = new URL(route.request().url()).pathname.replace(
      /^.*\/upload\/sign\/site-media\//,
      "",
    );
    await route.continue({ postData: disguised });
  });
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles({
      name: "page.png",
      mimeType: "image/png",
      buffer: await photo(320, 240, "png"),
    });
  const disguisedAlt = `Not a picture ${stamp}`;
  await page.getByLabel(t.upload.alt).fill(disguisedAlt);
  await page.getByRole("button", { name: t.upload.submit, exact: true }).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText(
    t.messages.uploadFailed(t.messages.notAnImage("page.png", "PNG")),
  );
  expect(uploaded).toMatch(/^[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/);
  // Not kept, and nothing in the library.
  expect(await stored(uploaded)).toBe(false);
  const rows = await request.get(`${e2eSupabase.url}/rest/v1/media`, {
    params: { select: "id", alt: `eq.${disguisedAlt}` },
    headers: secret,
  });
  expect(await rows.json()).toEqual([]);
  await expect(page.getByRole("button", { name: `${t.details.edit} ${disguisedAlt}` })).toHaveCount(
    0,
  );
});
