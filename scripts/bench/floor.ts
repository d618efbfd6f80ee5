import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { run, startServer, stop } from "./processes";
import { measureJs, type JsBytes } from "./js-bytes";

const NEXT_BIN = path.resolve("node_modules/next/dist/bin/next");

/**
 * The framework's floor: an empty App Router page built with the same next and react as the
 * site, so its JS is what any page of this stack costs before the site adds anything.
 */
export async function measureFloor(dir: string, port: number): Promise<JsBytes> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "app"), { recursive: true });
  writeFileSync(
    path.join(dir, "app/layout.jsx"),
    'export default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  );
  writeFileSync(
    path.join(dir, "app/page.jsx"),
    "export default function Page() {\n  return <main>Empty</main>;\n}\n",
  );
  writeFileSync(
    path.join(dir, "next.config.mjs"),
    `export default { turbopack: { root: ${JSON.stringify(process.cwd())} } };\n`,
  );
  await run(process.execPath, [NEXT_BIN, "build", dir], {
    env: { NEXT_TELEMETRY_DISABLED: "1" },
  });
  const server = await startServer(
    process.execPath,
    [NEXT_BIN, "start", dir, "-H", "127.0.0.1", "-p", String(port)],
    `http://127.0.0.1:${port}/`,
  );
  try {
    const [floor] = await measureJs(`http://127.0.0.1:${port}`, ["/"]);
    return floor!;
  } finally {
    await stop(server);
  }
}
