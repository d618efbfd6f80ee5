/** "benefits.0.title" becomes "Benefits › 1 › Title": list positions count from 1 for people. */
export function fieldLabel(field: string): string {
  return field
    .split(".")
    .map((part) =>
      /^\d+$/.test(part)
        ? String(Number(part) + 1)
        : part.charAt(0).toUpperCase() + part.slice(1).replace(/-/g, " "),
    )
    .join(" › ");
}
