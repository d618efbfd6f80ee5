/**
 * With a shared cache (REDIS_URL), each instance puts the pages prerendered at build into it on
 * start, unless another instance already has: those may be newer than the build's.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || !process.env.REDIS_URL) return;
  const [{ registerInitialCache }, { default: CacheHandler }] = await Promise.all([
    import("@fortedigital/nextjs-cache-handler/instrumentation"),
    import("./lib/cache/cache-handler.mjs"),
  ]);
  await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true });
}
