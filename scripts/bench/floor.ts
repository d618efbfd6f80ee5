import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { run, startServer } from "./processes";

const NEXT_BIN = path.resolve("node_modules/next/dist/bin/next");

/**
 * The framework's floor: an empty App Router page built with the same next and react as the
 * site, so its JS and its Lighthouse figures are what any page of this stack costs before the
 * site adds anything. Resolves with the running server; `stop` it when done.
 */
export async function startFloor(dir: string, port: number): Promise<ChildProcess> {
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
  return startServer(
    process.execPath,
    [NEXT_BIN, "start", dir, "-H", "127.0.0.1", "-p", String(port)],
    `http://127.0.0.1:${port}/`,
  );
}
