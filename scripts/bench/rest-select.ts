import { percentile } from "./stats";

export interface RestSelect {
  iterations: number;
  p50Ms: number;
  p95Ms: number;
}

/** One text read by its key through the Data API, as the site reads a row: sequential requests. */
export async function measureRestSelect(
  backend: string,
  anonKey: string,
  keys: readonly string[],
  iterations = 200,
): Promise<RestSelect> {
  const times: number[] = [];
  for (let i = 0; i < iterations + 20; i += 1) {
    const key = keys[Math.floor(Math.random() * keys.length)]!;
    const started = performance.now();
    const response = await fetch(
      `${backend}/rest/v1/website_content?content_key=eq.${encodeURIComponent(key)}&select=content_value`,
      { headers: { apikey: anonKey } },
    );
    const rows = (await response.json()) as unknown[];
    if (!response.ok || rows.length !== 1) throw new Error(`select ${key}: ${response.status}`);
    // The first requests warm the connection and the query plan.
    if (i >= 20) times.push(performance.now() - started);
  }
  return {
    iterations,
    p50Ms: Math.round(percentile(times, 50) * 100) / 100,
    p95Ms: Math.round(percentile(times, 95) * 100) / 100,
  };
}
