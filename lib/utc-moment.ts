/**
 * A moment as the server writes it, the same for every reader whatever their machine's zone:
 * "26 Nov 2026, 09:00 UTC".
 */
export function utcMoment(iso: string): string {
  const text = new Date(iso).toLocaleString("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
  return `${text} UTC`;
}
