export function median(values: number[]): number {
  return percentile(values, 50);
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
