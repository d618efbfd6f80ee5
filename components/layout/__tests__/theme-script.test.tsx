/** @jest-environment node */
import { ThemeProvider } from "next-themes";
import { renderToStaticMarkup } from "react-dom/server";
import { themeSettings } from "@/lib/theme";
import { ThemeScript } from "../theme-script.client";

const scriptIn = (markup: string) => /^<script[^>]*>([\s\S]+)<\/script>$/.exec(markup)?.[1];

describe("ThemeScript on the server", () => {
  it("is exactly next-themes' script for the site's settings, carrying the nonce", () => {
    const markup = renderToStaticMarkup(<ThemeScript nonce="n0nce" />);
    expect(markup.startsWith('<script nonce="n0nce">')).toBe(true);
    // The same text the body's ThemeProvider sends as inert data: one source, two places.
    const provider = renderToStaticMarkup(
      <ThemeProvider {...themeSettings} scriptProps={{ type: "application/json" }} />,
    );
    expect(provider.startsWith('<script type="application/json">')).toBe(true);
    expect(scriptIn(markup)).toBe(scriptIn(provider));
    expect(scriptIn(markup)).toContain('"class","theme","system"');
  });
});
