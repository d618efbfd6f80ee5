import type { CacheHandler } from "@fortedigital/nextjs-cache-handler";

declare const handler: typeof CacheHandler;
export default handler;
