import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import jsxA11y from "eslint-plugin-jsx-a11y";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Next's preset registers jsx-a11y with a few rules; turn on its whole recommended set.
  { files: ["**/*.{ts,tsx}"], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // The public pages are static documents and navigate as documents: next/link's client
    // navigation and prefetching would add about 4 KB to every page's JavaScript, whose budget
    // is 1.05x the framework's empty page. The editor keeps next/link.
    files: [
      "app/(site)/**",
      "components/layout/**",
      "components/sections/**",
      "components/ui/**",
      "components/contact/**",
      "components/blocks/**",
      "components/pages/**",
      "components/posts/**",
    ],
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "node_modules/**",
    "next-env.d.ts",
    ".tools/**",
    ".bench/**",
    ".supabase-local/**",
    "test-results/**",
    "playwright-report/**",
    ".shot.mjs",
    ".node/**",
  ]),
]);
