"use client";

import { type MouseEvent, useId } from "react";
import { mediaText } from "@/content/admin-media";
import { Field } from "../shell/field";
import { label } from "../shell/styles";
import type { MediaItem } from "./media-item";

const t = mediaText.details;

/** Where a picture keeps its subject when cropped, as fractions of its width and height. */
export interface FocalPoint {
  x: number;
  y: number;
}

const percent = (fraction: number) => Math.round(fraction * 100);

/** An image's focal point: click the picture, or use the sliders. */
export function FocalPointField({
  image,
  value,
  onChange,
}: {
  image: Pick<MediaItem, "preview" | "width" | "height">;
  value: FocalPoint;
  onChange: (value: FocalPoint) => void;
}) {
  const ids = { x: useId(), y: useId(), hint: useId() };

  function pick(event: MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
    onChange({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    });
  }

  const slider = (axis: "x" | "y", id: string, text: string) => (
    <Field
      id={id}
      label={
        <>
          {text} <span className="text-muted">{percent(value[axis])}%</span>
        </>
      }
      className="flex-1"
    >
      {(control) => (
        <input
          {...control}
          type="range"
          min={0}
          max={100}
          value={percent(value[axis])}
          onChange={(event) => onChange({ ...value, [axis]: Number(event.target.value) / 100 })}
          className="mt-2 block h-11 w-full accent-accent"
        />
      )}
    </Field>
  );

  return (
    <fieldset className="mt-4">
      <legend className={label}>{t.focal}</legend>
      <p id={ids.hint} className="mt-1 text-xs text-muted">
        {t.focalHint}
      </p>
      {/* The sliders below do the same from the keyboard: the picture is a pointer shortcut. */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={pick}
        className="relative mx-auto mt-2 block w-fit max-w-full cursor-crosshair overflow-hidden rounded-xl border border-border bg-surface"
      >
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={image.preview}
          alt=""
          width={image.width}
          height={image.height}
          className="block h-auto max-h-80 w-auto max-w-full"
        />
        <span
          data-testid="focal-mark"
          className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_2px_rgb(0_0_0/0.6)]"
          style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }}
        />
      </button>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:gap-6">
        {slider("x", ids.x, t.focalX)}
        {slider("y", ids.y, t.focalY)}
      </div>
    </fieldset>
  );
}
