/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";

const css = readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8");

/** The custom properties a rule of globals.css declares, by name. */
function tokens(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`no ${selector} rule in globals.css`);
  const body = css.slice(start, css.indexOf("}", start));
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2].trim()]),
  );
}

function luminance(hex: string): number {
  const digits = /^#([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!digits) throw new Error(`${hex} is not a six-digit hex colour`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(digits.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

const themes = { light: tokens(":root"), dark: tokens(".dark") };

describe("form fields' edges (WCAG 1.4.11, non-text contrast)", () => {
  it.each(Object.entries(themes))(
    "stand out 3:1 from the page and from the panels in the %s theme",
    (_, theme) => {
      // A field sits on the page or on a panel, and is filled with the page's colour.
      for (const behind of ["--background", "--surface", "--surface-strong"]) {
        expect(contrast(theme["--input-border"], theme[behind])).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it("are a colour utilities can use (border-input)", () => {
    expect(css).toMatch(/--color-input:\s*var\(--input-border\);/);
  });
});

describe("contrast", () => {
  it("matches WCAG's reference values", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});
