/** @jest-environment node */
import { NextRequest } from "next/server";
import { config, proxy } from "@/proxy";
import { searchPage } from "@/content/search";
import { SEARCHES_PER_MINUTE } from "@/lib/search/search-limit";
import { escapeHtml, tooManySearches } from "@/lib/search/too-many-searches";

/**
 * A search as Next hands it to the proxy: the sender's address last in x-forwarded-for. The
 * query goes into the address as typed, for the URL parser to encode as a browser's would.
 */
function search(forwardedFor: string, query = "embedded") {
  return new NextRequest(`http://localhost:3000/search?q=${query}`, {
    headers: { "x-forwarded-for": forwardedFor },
  });
}

async function searchTimes(times: number, forwardedFor: string, query?: string) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1)
    statuses.push((await proxy(search(forwardedFor, query))).status);
  return statuses;
}

describe("the proxy on /search", () => {
  it("runs on the search page", () => {
    expect(config.matcher).toContain("/search");
  });

  it("lets 30 searches a minute through, then answers 429 with when to try again", async () => {
    const statuses = await searchTimes(SEARCHES_PER_MINUTE, "203.0.113.10");
    expect(new Set(statuses)).toEqual(new Set([200]));

    const refused = await proxy(search("203.0.113.10"));
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(Number.isInteger(wait)).toBe(true);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(refused.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await refused.text();
    expect(html).toContain(`<h1>${searchPage.tooMany.title}</h1>`);
    expect(html).toContain(escapeHtml(searchPage.tooMany.text(wait)));
  });

  it("passes a search through untouched: no session, no policy of the editor's pages", async () => {
    const response = await proxy(search("203.0.113.11"));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-middleware-next")).toBe("1");
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("counts each address on its own", async () => {
    await searchTimes(SEARCHES_PER_MINUTE + 1, "203.0.113.12");
    expect((await proxy(search("203.0.113.13"))).status).toBe(200);
  });

  it("counts the address of the nearest sender, not what the client claims before it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SEARCHES_PER_MINUTE; i += 1) {
      statuses.push((await proxy(search(`10.9.8.${i}, 203.0.113.14`))).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("is not escaped by a forged first entry", async () => {
    const statuses = await searchTimes(SEARCHES_PER_MINUTE, "203.0.113.16");
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect((await proxy(search("198.51.100.99, 203.0.113.16"))).status).toBe(429);
  });

  it("behind a CDN and a load balancer, counts the visitor the CDN saw", async () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= SEARCHES_PER_MINUTE; i += 1) {
        statuses.push((await proxy(search(`10.9.7.${i}, 203.0.113.17, 192.0.2.${i}`))).status);
      }
      expect(statuses.at(-2)).toBe(200);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      delete process.env.TRUSTED_PROXY_HOPS;
    }
  });

  it("reflects no markup from the address into its page", async () => {
    const hostile = `"><script>alert(1)</script><img src=x onerror=alert(2)>`;
    const statuses = await searchTimes(SEARCHES_PER_MINUTE + 1, "203.0.113.15", hostile);
    expect(statuses.at(-1)).toBe(429);
    const html = await (await proxy(search("203.0.113.15", hostile))).text();
    expect(html).not.toMatch(/<script|<img|onerror=alert\(2\)>/i);
    expect(html).toContain('href="/search?q=');
  });
});

describe("tooManySearches", () => {
  it("is a whole accessible page with its own styles and nothing to run", async () => {
    const response = tooManySearches(1, "/search?q=a&b='c'");
    expect(response.headers.get("retry-after")).toBe("1");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain(`<title>${searchPage.tooMany.title}</title>`);
    expect(html).toContain("<main>");
    expect(html).toContain("1 second,");
    expect(html).toContain('href="/search?q=a&amp;b=&#39;c&#39;"');
    expect(html).toContain(`<a href="/">${searchPage.tooMany.home}</a>`);
    expect(html).not.toContain("<script");
  });
});
