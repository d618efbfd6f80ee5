import type { Json } from "@/lib/supabase/database.types";

/**
 * A case study's results as editors write them, one "figure | label" line each ("40% | shorter
 * test time"), and as their table stores them: {figure, label} (public.is_result_list()).
 */

export const FIGURE_MAX = 20;
export const FIGURE_LABEL_MAX = 120;

export interface Figure {
  figure: string;
  label: string;
}

/** The figure and label of one line, split at its first "|"; null when either is missing. */
export function parseFigureLine(line: string): Figure | null {
  const bar = line.indexOf("|");
  if (bar === -1) return null;
  const figure = line.slice(0, bar).trim();
  const label = line.slice(bar + 1).trim();
  return figure && label ? { figure, label } : null;
}

/** Whether a line holds a figure and a label within their lengths. */
export function isFigureLine(line: string): boolean {
  const parsed = parseFigureLine(line);
  return (
    parsed !== null && parsed.figure.length <= FIGURE_MAX && parsed.label.length <= FIGURE_LABEL_MAX
  );
}

/** A stored result; null for a value that is not one. */
function asFigure(value: Json): Figure | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { figure, label } = value;
  return typeof figure === "string" && typeof label === "string" ? { figure, label } : null;
}

/** A stored result as its line; nothing for a value that is not one. */
export function figureLine(value: Json): string[] {
  const result = asFigure(value);
  return result ? [`${result.figure} | ${result.label}`] : [];
}

/** Lines as the results their table stores; lines without both parts are left out. */
export function figuresFromLines(lines: readonly string[]): Json {
  return lines.flatMap((line) => {
    const parsed = parseFigureLine(line);
    return parsed ? [{ figure: parsed.figure, label: parsed.label }] : [];
  });
}

/** Stored results as pages show them. */
export function figuresOf(value: Json | undefined): Figure[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => asFigure(entry) ?? []);
}
