import { existsSync } from "node:fs";
import path from "node:path";
import { UsageError } from "./args";

/** The project's `supabase/` folder, as the Supabase CLI finds it: inside the working folder. */
export function supabaseDirOf(workdir: string): string {
  const dir = path.join(workdir, "supabase");
  if (!existsSync(dir))
    throw new UsageError(
      `No supabase/ folder in ${workdir}: run local-supabase in the project's folder, or pass --workdir DIR.`,
    );
  return dir;
}
