/** @jest-environment node */
import sharp from "sharp";
import { imageTypeOf, SIGNATURE_BYTES } from "../file-signature";

/** A small real image, as the encoder writes it, cut to the bytes the check reads. */
async function head(format: "png" | "jpeg" | "webp" | "avif" | "gif", lossless = false) {
  const image = sharp({ create: { width: 8, height: 6, channels: 3, background: "#1d4ed8" } });
  const encoded = await (format === "webp" ? image.webp({ lossless }) : image[format]()).toBuffer();
  return new Uint8Array(encoded.subarray(0, SIGNATURE_BYTES));
}

const text = (value: string) => new TextEncoder().encode(value);

/** An ISO media file's first box: `ftyp`, its major brand, minor version, compatible brands. */
function ftyp(major: string, compatible: string[]) {
  const body = text(`ftyp${major}\0\0\0\0${compatible.join("")}`);
  const box = new Uint8Array(4 + body.length);
  new DataView(box.buffer).setUint32(0, box.length);
  box.set(body, 4);
  return box;
}

describe("a file's first bytes", () => {
  it.each([
    ["png", "image/png"],
    ["jpeg", "image/jpeg"],
    ["webp", "image/webp"],
    ["avif", "image/avif"],
  ] as const)("name a real %s file's format", async (format, type) => {
    expect(imageTypeOf(await head(format))).toBe(type);
  });

  it("name lossless WebP, and AVIF whose brand is only among the compatible ones", async () => {
    expect(imageTypeOf(await head("webp", true))).toBe("image/webp");
    expect(imageTypeOf(ftyp("mif1", ["mif1", "miaf", "avif"]))).toBe("image/avif");
  });

  it("refuse an HTML page, a script, an SVG drawing and a GIF, whatever they are labelled", async () => {
    expect(imageTypeOf(text("<!doctype html><script>alert(document.cookie)</script>"))).toBeNull();
    expect(imageTypeOf(text("alert(document.cookie)"))).toBeNull();
    expect(imageTypeOf(text('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBeNull();
    expect(imageTypeOf(await head("gif"))).toBeNull();
  });

  it("refuse look-alikes: a HEIC photo, a RIFF sound, a cut-off header, nothing", () => {
    expect(imageTypeOf(ftyp("heic", ["mif1", "heic"]))).toBeNull();
    expect(imageTypeOf(text("RIFF\x24\0\0\0WAVEfmt "))).toBeNull();
    expect(imageTypeOf(text("RIFF\x24\0\0\0WEBPJUNK"))).toBeNull();
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });

  it("read the brands only inside the ftyp box", () => {
    const short = ftyp("mif1", ["mif1"]);
    const followed = new Uint8Array([...short, ...text("avif")]);
    expect(imageTypeOf(followed)).toBeNull();
  });
});
