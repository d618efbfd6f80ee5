import "server-only";
import { createHash } from "node:crypto";
import type { IconNode } from "lucide";
import { icons } from "./icon-set";

function escapeAttribute(value: string | number | undefined): string {
  return String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;");
}

function symbol(id: string, node: IconNode): string {
  const shapes = node
    .map(([tag, attributes]) => {
      const list = Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join("");
      return `<${tag}${list}/>`;
    })
    .join("");
  return `<symbol id="${id}" viewBox="0 0 24 24">${shapes}</symbol>`;
}

/** Every icon as a <symbol>, in one file the browser caches for every page. */
export const spriteMarkup = `<svg xmlns="http://www.w3.org/2000/svg">${Object.entries(icons)
  .map(([name, node]) => symbol(name, node))
  .join("")}</svg>`;

/**
 * The sprite's file name, taken from its content: it can be cached for a year, and a changed
 * icon set gets a new name. `npm run icons` writes it to public/icons, where it is served as a
 * static file (compressed); a unit test fails while that file is missing or out of date.
 */
export const spriteFile = `${createHash("sha256").update(spriteMarkup).digest("hex").slice(0, 12)}.svg`;

/** Where pages point their icons. */
export const spriteHref = `/icons/${spriteFile}`;
