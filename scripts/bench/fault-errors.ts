/**
 * A short, stable account of why a request got no answer, so failures can be counted by kind:
 * fetch hides the network's reason (ECONNREFUSED, ECONNRESET…) in its error's cause.
 */
export function describeFailure(error: unknown): string {
  const named = error as { name?: unknown; message?: unknown; cause?: unknown } | null;
  if (named?.name === "TimeoutError") return "no answer in time";
  const cause = named?.cause as { code?: unknown; message?: unknown } | undefined;
  if (typeof cause?.code === "string") return cause.code;
  if (typeof cause?.message === "string") return cause.message;
  return typeof named?.message === "string" ? named.message : String(error);
}
