import { readdirSync } from "node:fs";
import path from "node:path";
import type { NextConfig } from "next";
import { supabaseEnv } from "./lib/supabase/env";
import { securityHeaderRules } from "./lib/security-headers";

const dev = process.env.NODE_ENV === "development";

/**
 * The icon sprites the build ships (public/icons/, each named by its content's hash). Only these
 * are cached for a year: any other name under /icons/ is a page's 404, which must not be.
 */
const iconSprites = readdirSync(path.resolve("public/icons")).filter((file) =>
  file.endsWith(".svg"),
);

const nextConfig: NextConfig = {
  // NEXT_OUTPUT=standalone builds a self-contained server for containers and plain hosts
  // (node .next/standalone/server.js; see the README). `npm start` keeps using next start.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  // Instances behind one load balancer must serve one build. Build once and copy it; if each
  // host builds for itself, give them the same NEXT_BUILD_ID (e.g. the commit).
  generateBuildId: async () => process.env.NEXT_BUILD_ID || null,
  // With REDIS_URL, instances share the page and data cache and its invalidation (README:
  // "Several instances"); without it, Next's own cache in each process.
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.resolve("lib/cache/cache-handler.mjs"), cacheMaxMemorySize: 0 }
    : {}),
  poweredByHeader: false,
  // Library images are resized by Storage's image endpoint, hosted and local alike, not by this
  // server (lib/media/image-loader.ts); widths from a phone's to Storage's largest rendering (2500 px).
  images: {
    loader: "custom",
    loaderFile: "./lib/media/image-loader.ts",
    deviceSizes: [390, 640, 828, 1080, 1440, 1920, 2500],
    imageSizes: [160, 256, 384, 480],
    qualities: [75],
  },
  reactStrictMode: true,
  experimental: {
    // Unmatched URLs get app/global-not-found.tsx, which is not part of every page's payload.
    globalNotFound: true,
    // Merge the framework chunks every page loads (React DOM, Next's client runtime, its error
    // page) into one: three fewer scripts per page (5 on pages without client code of their own),
    // about 3 KB less on the wire in response headers and chunk wrappers, and fewer requests
    // before the page is interactive. The site's own components keep their chunks, so a release
    // leaves the framework cached.
    turbopackChunking: { minChunkSize: 1_000_000, maxMergeChunkSize: 1_000_000 },
  },
  // Browsers and tools ask for /favicon.ico before (or without) reading the page's icon link,
  // which dynamic pages stream after their head: send them to the site's one icon.
  async redirects() {
    return [{ source: "/favicon.ico", destination: "/icon.svg", permanent: true }];
  },
  async headers() {
    return [
      ...securityHeaderRules(supabaseEnv().url, dev),
      // The icon sprite's name is its content's hash (npm run icons): cache it for a year.
      ...iconSprites.map((file) => ({
        source: `/icons/${file}`,
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      })),
      // The editor's pages show private, changing data: never cache them.
      ...["/admin", "/admin/:path*", "/login"].map((source) => ({
        source,
        headers: [{ key: "Cache-Control", value: "no-store, max-age=0" }],
      })),
    ];
  },
};

export default nextConfig;
