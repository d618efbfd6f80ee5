import { DEFAULT_DATA_DIR, DEFAULT_PORT } from "./config";

export interface CliArgs {
  port: number;
  dataDir: string;
  reset: boolean;
  quiet: boolean;
  extraMigrationDirs: string[];
  positional: string[];
}

export class UsageError extends Error {}

function portFrom(text: string, source: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`${source} must be a port number, got "${text}"`);
  return port;
}

/** Flags win over LOCAL_SUPABASE_* variables, which win over the CLI-compatible defaults. */
export function parseCliArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): CliArgs {
  const args: CliArgs = {
    port: env.LOCAL_SUPABASE_PORT
      ? portFrom(env.LOCAL_SUPABASE_PORT, "LOCAL_SUPABASE_PORT")
      : DEFAULT_PORT,
    dataDir: env.LOCAL_SUPABASE_DATA_DIR || DEFAULT_DATA_DIR,
    reset: false,
    quiet: false,
    extraMigrationDirs: [],
    positional: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] =
      arg.startsWith("--") && arg.includes("=")
        ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
        : [arg, undefined];
    const value = (): string => {
      const next = inline ?? argv[++i];
      if (next === undefined) throw new UsageError(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case "--port":
        args.port = portFrom(value(), "--port");
        break;
      case "--data-dir":
        args.dataDir = value();
        break;
      case "--reset":
        args.reset = true;
        break;
      case "--quiet":
        args.quiet = true;
        break;
      case "--extra-migrations":
        args.extraMigrationDirs.push(value());
        break;
      default:
        if (arg.startsWith("--")) throw new UsageError(`Unknown option ${arg}`);
        args.positional.push(arg);
    }
  }
  return args;
}
