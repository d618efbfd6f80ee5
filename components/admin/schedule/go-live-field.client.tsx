"use client";

import { useState } from "react";
import { scheduleText } from "@/content/admin-schedule";
import { localInputValue } from "@/lib/schedule/go-live";
import { Field } from "../shell/field";
import { field } from "../shell/styles";
import { useBrowserZone } from "./use-browser-zone";

const t = scheduleText.form;

/** The moment a `datetime-local` value means in the browser's zone, or "" for none. */
function momentOf(local: string): string {
  const moment = new Date(local);
  return local === "" || Number.isNaN(moment.getTime()) ? "" : moment.toISOString();
}

/**
 * A day and a time to go live, read on the editor's own clock (their browser's time zone, shown
 * under the field), and sent as the moment it means with the zone's name.
 */
export function GoLiveField({ id, initial }: { id: string; initial?: string }) {
  const zone = useBrowserZone();
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? (initial && zone ? localInputValue(initial, zone) : "");
  return (
    // The zone's line stands empty until the browser names its zone, so the form keeps its
    // height: the field's own hint would only appear then.
    <Field id={id} label={t.label} describedBy={`${id}-zone`} className="flex flex-col">
      {(control) => (
        <>
          <input
            {...control}
            type="datetime-local"
            required
            value={value}
            onChange={(event) => setTyped(event.target.value)}
            className={`${field} sm:w-64`}
          />
          <p id={`${id}-zone`} className="mt-1 min-h-4 text-xs text-muted">
            {zone && t.zone(zone)}
          </p>
          <input type="hidden" name="goLiveAt" value={momentOf(value)} />
          <input type="hidden" name="timeZone" value={zone ?? ""} />
        </>
      )}
    </Field>
  );
}
