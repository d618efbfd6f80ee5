import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { chromiumArgs, chromiumPath } from "./browser";

export interface MediaFigures {
  /** The uploaded photo's size. */
  photoBytes: number;
  photoPixels: string;
  /** From pressing Upload until the library confirms the image. */
  uploadMs: number;
  /** From saving a leader with the photo until /about's HTML shows it. */
  saveToVisibleMs: number;
  /** What a visitor downloads for that portrait, by screen. */
  portraitBytes: { screen: string; width: number; bytes: number; type: string }[];
}

/**
 * A photo-like test image: smoothed noise compresses about as a real photograph does (a flat
 * colour would flatter every figure).
 */
async function photo(width: number, height: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(Math.random() * 256);
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(2.5)
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function upload(page: Page, origin: string, name: string, alt: string, bytes: Buffer) {
  await page.goto(`${origin}/admin/media`);
  await page.locator("input[type=file]").first().setInputFiles({
    name,
    mimeType: "image/jpeg",
    buffer: bytes,
  });
  await page.getByLabel("Alt text").fill(alt);
  const started = performance.now();
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await page.getByRole("button", { name: `Edit ${alt}` }).waitFor();
  return performance.now() - started;
}

/** Chooses a library image in an item's form and saves it live; resolves when it is saved. */
async function choose(
  page: Page,
  origin: string,
  item: { list: string; name: RegExp },
  field: string,
  alt: string,
) {
  await page.goto(`${origin}/admin/${item.list}`);
  await page.locator("main ol li").getByRole("link", { name: item.name }).first().click();
  const select = page.getByLabel(field, { exact: true });
  const value = await select.locator("option").filter({ hasText: alt }).getAttribute("value");
  await select.selectOption(value ?? "");
  const started = performance.now();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.locator("[data-sonner-toast]").first().waitFor({ state: "attached" });
  return started;
}

async function untilPageShows(origin: string, path: string, marker: string, since: number) {
  for (;;) {
    const html = await (await fetch(`${origin}${path}`)).text();
    if (html.includes(marker)) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Bytes of the portrait's rendering a visitor's browser picks from the srcset at this screen. */
async function portraitBytes(
  origin: string,
  screen: { name: string; width: number; height: number; scale: number },
) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage({
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.scale,
    });
    const rendered: { url: string; bytes: number; type: string }[] = [];
    page.on("response", (response) => {
      if (!response.url().includes("/render/image/")) return;
      void response.body().then((body) =>
        rendered.push({
          url: response.url(),
          bytes: body.length,
          type: response.headers()["content-type"] ?? "",
        }),
      );
    });
    await page.goto(`${origin}/about`);
    const portrait = page.locator("#leadership li").first().locator("img");
    await portrait.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (element) => (element as HTMLImageElement).complete,
      await portrait.elementHandle(),
    );
    await page.waitForTimeout(500);
    const first = rendered[0];
    if (!first) throw new Error(`No portrait was fetched at ${screen.name}.`);
    return {
      screen: screen.name,
      width: Number(new URL(first.url).searchParams.get("width")),
      bytes: first.bytes,
      type: first.type,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Puts library images on the pages Lighthouse measures (a portrait on /about, a picture on a
 * service and an industry page) through the admin, timing the upload and the way to the page,
 * then weighs the portrait as phones and desktops get it.
 */
export async function measureMedia(
  origin: string,
  signIn: (page: Page) => Promise<void>,
): Promise<MediaFigures> {
  const bytes = await photo(1600, 2000);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  let uploadMs: number, saveToVisibleMs: number;
  try {
    const page = await browser.newPage();
    await signIn(page);
    uploadMs = await upload(page, origin, "portrait.jpg", "Portrait for the benchmark", bytes);
    const saved = await choose(
      page,
      origin,
      { list: "leaders", name: /./ },
      "Photo",
      "Portrait for the benchmark",
    );
    saveToVisibleMs = await untilPageShows(origin, "/about", "Portrait for the benchmark", saved);
    const wide = await photo(2400, 1600);
    await upload(page, origin, "lab.jpg", "Lab bench for the benchmark", wide);
    // The pages Lighthouse measures.
    const lab = "Lab bench for the benchmark";
    await choose(page, origin, { list: "services", name: /DFT/ }, "Picture", lab);
    await choose(page, origin, { list: "industries", name: /Automotive/ }, "Picture", lab);
  } finally {
    await browser.close();
  }
  const portraits = [
    await portraitBytes(origin, { name: "390 px phone (3x)", width: 390, height: 844, scale: 3 }),
    await portraitBytes(origin, { name: "390 px phone (1x)", width: 390, height: 844, scale: 1 }),
    await portraitBytes(origin, {
      name: "1440 px desktop (1x)",
      width: 1440,
      height: 900,
      scale: 1,
    }),
    await portraitBytes(origin, {
      name: "1440 px desktop (2x)",
      width: 1440,
      height: 900,
      scale: 2,
    }),
  ];
  return {
    photoBytes: bytes.length,
    photoPixels: "1600 x 2000",
    uploadMs: Math.round(uploadMs),
    saveToVisibleMs: Math.round(saveToVisibleMs),
    portraitBytes: portraits,
  };
}
