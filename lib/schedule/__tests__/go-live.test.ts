import { clockIn, goLiveClock, isTimeZone, localInputValue, readGoLive } from "../go-live";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe("a time to go live", () => {
  it("reads the moment and the zone a browser sends", () => {
    expect(
      readGoLive(formOf({ goLiveAt: "2026-11-30T08:00:00.000Z", timeZone: "Europe/Berlin" })),
    ).toEqual({ at: "2026-11-30T08:00:00.000Z", zone: "Europe/Berlin" });
  });

  it("refuses a missing or unreadable time, and a zone nobody has", () => {
    expect(readGoLive(formOf({ goLiveAt: "", timeZone: "Europe/Berlin" }))).toBeNull();
    expect(readGoLive(formOf({ goLiveAt: "Monday", timeZone: "Europe/Berlin" }))).toBeNull();
    expect(
      readGoLive(formOf({ goLiveAt: "2026-11-30T08:00:00Z", timeZone: "Mars/Olympus" })),
    ).toBeNull();
    expect(readGoLive(formOf({ goLiveAt: "2026-11-30T08:00:00Z" }))).toBeNull();
    expect(isTimeZone("Europe/Berlin; drop table")).toBe(false);
    expect(isTimeZone("Asia/Kolkata")).toBe(true);
  });

  it("shows a moment on the clock of the zone it was chosen in", () => {
    expect(clockIn("2026-11-30T08:00:00Z", "Europe/Berlin")).toBe("Mon, 30 Nov 2026, 09:00");
    expect(clockIn("2026-11-30T08:00:00Z", "Asia/Kolkata")).toBe("Mon, 30 Nov 2026, 13:30");
    expect(goLiveClock({ at: "2026-11-30T08:00:00Z", zone: "Europe/Berlin" })).toBe(
      "Mon, 30 Nov 2026, 09:00 (Europe/Berlin)",
    );
  });

  it("gives a date-and-time field the value of a moment in a zone, summer time included", () => {
    expect(localInputValue("2026-11-30T08:00:00Z", "Europe/Berlin")).toBe("2026-11-30T09:00");
    expect(localInputValue("2026-07-01T07:05:00Z", "Europe/Berlin")).toBe("2026-07-01T09:05");
    expect(localInputValue("2026-11-30T23:30:00Z", "UTC")).toBe("2026-11-30T23:30");
  });
});
