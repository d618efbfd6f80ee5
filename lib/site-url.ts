/** The public origin used for canonical URLs, the sitemap and Open Graph tags. */
export const siteUrl = new URL(process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000");

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).toString();
}
