import { mediaText } from "@/content/admin-media";
import { altError, fileNameOf, imageDetailsError } from "../details";
import imageLoader from "../image-loader";
import { mediaPublicUrl } from "../public-url";
import { focalCoordinate, isMediaType, mediaPath } from "../rules";

const id = "5d0c5e8e-6f3a-4c1e-9a7b-2f1d0e9c8b7a";
const version = "0b7ad0d2-5f0e-4b55-9c59-0a4d4a3c4f11";

describe("the image loader", () => {
  it("asks Storage's image endpoint for each width, at the one quality the site allows", () => {
    const src = mediaPublicUrl(mediaPath(id, version, "image/jpeg"));
    expect(src).toBe(
      `http://127.0.0.1:54321/storage/v1/object/public/site-media/${id}/${version}.jpg`,
    );
    expect(imageLoader({ src, width: 828 })).toBe(
      `http://127.0.0.1:54321/storage/v1/render/image/public/site-media/${id}/${version}.jpg?width=828&quality=75`,
    );
    expect(imageLoader({ src, width: 390, quality: 60 })).toMatch(/\?width=390&quality=60$/);
  });

  it("leaves the site's own files as they are", () => {
    expect(imageLoader({ src: "/leadership/meera-iyer.svg", width: 640 })).toBe(
      "/leadership/meera-iyer.svg",
    );
  });
});

describe("the library's rules", () => {
  it("take the bucket's four formats and nothing else", () => {
    for (const type of ["image/avif", "image/webp", "image/png", "image/jpeg"]) {
      expect(isMediaType(type)).toBe(true);
    }
    for (const type of ["image/svg+xml", "image/gif", "text/html", "toString", ""]) {
      expect(isMediaType(type)).toBe(false);
    }
  });

  it("name each version of an image anew, in the image's folder", () => {
    expect(mediaPath(id, version, "image/webp")).toBe(`${id}/${version}.webp`);
  });

  it("keep focal points inside the image", () => {
    expect(focalCoordinate(0.3333)).toBe(0.333);
    expect(focalCoordinate("0.5")).toBe(0.5);
    for (const bad of [-0.1, 1.01, Number.NaN, "left", null, undefined]) {
      expect(focalCoordinate(bad)).toBeNull();
    }
  });

  it("require alt text of at most 300 characters", () => {
    expect(altError("   ")).toBe(mediaText.messages.altRequired);
    expect(altError("x".repeat(301))).toBe("Keep the alt text to 300 characters or fewer.");
    expect(altError(` ${"x".repeat(300)} `)).toBeUndefined();
  });

  it("refuse sizes no image has", () => {
    const details = { alt: "A wafer", fileName: "wafer.png", width: 800, height: 600 };
    expect(imageDetailsError(details)).toBeUndefined();
    expect(imageDetailsError({ ...details, width: 0 })).toBe(
      mediaText.messages.unreadable("wafer.png"),
    );
    expect(imageDetailsError({ ...details, height: 10_001 })).toBe(
      mediaText.messages.unreadable("wafer.png"),
    );
  });

  it("keep a file's own name, without folders", () => {
    expect(fileNameOf("C:\\photos\\meera.jpg")).toBe("meera.jpg");
    expect(fileNameOf("../../etc/passwd")).toBe("passwd");
    expect(fileNameOf("  ")).toBe("image");
    expect(fileNameOf("a".repeat(400))).toHaveLength(300);
  });
});
