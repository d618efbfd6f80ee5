import type { NextConfig } from "next";
import { supabaseEnv } from "./lib/supabase/env";
import { securityHeaderRules } from "./lib/security-headers";

const dev = process.env.NODE_ENV === "development";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Unmatched URLs get app/global-not-found.tsx, which is not part of every page's payload.
  experimental: { globalNotFound: true },
  async headers() {
    return [
      ...securityHeaderRules(supabaseEnv().url, dev),
      // The editor's pages show private, changing data: never cache them.
      ...["/admin", "/admin/:path*", "/login"].map((source) => ({
        source,
        headers: [{ key: "Cache-Control", value: "no-store, max-age=0" }],
      })),
    ];
  },
};

export default nextConfig;
