/** A time to go live, as a browser sends it: the moment (ISO 8601) and the zone it was chosen in. */
export interface GoLive {
  at: string;
  zone: string;
}

/** Whether this runtime knows the zone (an IANA name such as "Europe/Berlin"). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z0-9_+/-]{1,64}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The form's time to go live, or null when it is missing or not a moment and a zone. */
export function readGoLive(form: FormData): GoLive | null {
  const at = form.get("goLiveAt");
  const zone = form.get("timeZone");
  if (typeof at !== "string" || typeof zone !== "string") return null;
  const moment = new Date(at);
  if (at === "" || Number.isNaN(moment.getTime()) || !isTimeZone(zone)) return null;
  return { at: moment.toISOString(), zone };
}

/**
 * A moment as a clock in the zone shows it: "Mon, 30 Nov 2026, 09:00"; in UTC when this runtime
 * does not know the zone (a reader's older browser), rather than failing the page.
 */
export function clockIn(iso: string, zone: string): string {
  return new Date(iso).toLocaleString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: isTimeZone(zone) ? zone : "UTC",
  });
}

/** A time to go live as its chooser sees it: "Mon, 30 Nov 2026, 09:00 (Europe/Berlin)". */
export const goLiveClock = ({ at, zone }: GoLive) => `${clockIn(at, zone)} (${zone})`;

/**
 * The value a `datetime-local` field shows for a moment in the zone ("2026-11-30T09:00"), for
 * the browser's own zone when none is named.
 */
export function localInputValue(iso: string, zone?: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: zone,
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
