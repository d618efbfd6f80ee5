// Writes the icon sprite (components/ui/icon-sprite.ts) to public/icons/<content hash>.svg and
// removes older sprites. Run `npm run icons` after changing the icon set; a unit test fails
// until the file matches. As a static file it is served compressed and cached for a year.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { spriteFile, spriteMarkup } from "../components/ui/icon-sprite";

const dir = path.resolve("public/icons");
mkdirSync(dir, { recursive: true });
for (const file of readdirSync(dir)) {
  if (file !== spriteFile) rmSync(path.join(dir, file));
}
writeFileSync(path.join(dir, spriteFile), spriteMarkup);
console.log(`public/icons/${spriteFile}`);
