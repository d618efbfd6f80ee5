import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ImageResponse } from "next/og";
import { company } from "@/content/company";
import { home } from "@/content/home";

export const alt = `${company.name}: ${home.hero.title}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** One social card for every route, drawn at build time with a font from npm. */
export default async function OpenGraphImage() {
  const font = await readFile(
    join(process.cwd(), "node_modules/geist/dist/fonts/geist-sans/Geist-Bold.ttf"),
  );
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: 80,
        background: "linear-gradient(135deg, #1e1b4b 0%, #3730a3 55%, #0e7490 100%)",
        color: "white",
        fontFamily: "Geist",
      }}
    >
      <div style={{ fontSize: 32, opacity: 0.85 }}>{home.hero.eyebrow}</div>
      <div style={{ fontSize: 96, marginTop: 16 }}>{home.hero.title}</div>
      <div style={{ fontSize: 40, marginTop: 32, opacity: 0.9 }}>{company.name}</div>
    </div>,
    { ...size, fonts: [{ name: "Geist", data: font, weight: 700, style: "normal" }] },
  );
}
