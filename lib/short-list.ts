/**
 * The items a list shows when it must take at most `limit` lines: all of them when they fit,
 * else the first `limit - 1`, leaving the last line for a link to the rest. A cut list is then
 * never longer than the longest whole one.
 */
export function shortList<T>(items: readonly T[], limit: number): T[] {
  return items.length > limit ? items.slice(0, limit - 1) : [...items];
}
