/** A post's day as visitors read it: "15 March 2027". Days are dates, so no time zone moves them. */
const format = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

export function postDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}
