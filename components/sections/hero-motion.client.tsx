"use client";

import { useEffect, useRef, type ReactNode } from "react";

/** Scroll distance over which the parallax runs, and how far its two layers travel. */
const PARALLAX_RANGE_PX = 300;
const PARALLAX_OFFSET_PX = 50;
const MOUSE_TRAVEL_PX = 24;

/**
 * Drives the hero's decorative layers through CSS variables: --parallax-up and --parallax-down
 * map scroll 0–300 px to 0…-50 px and 0…+50 px; --mouse-x and --mouse-y follow the pointer.
 * Nothing moves when the visitor prefers reduced motion.
 */
export function HeroMotion({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const layer = ref.current;
    const hero = layer?.parentElement;
    if (!layer || !hero) return;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    let frame = 0;

    const set = (values: Record<string, number>) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        for (const [name, value] of Object.entries(values)) {
          layer.style.setProperty(name, `${value}px`);
        }
      });
    };

    const onScroll = () => {
      if (reducedMotion.matches) return;
      const progress = Math.min(Math.max(window.scrollY / PARALLAX_RANGE_PX, 0), 1);
      set({
        "--parallax-up": -PARALLAX_OFFSET_PX * progress,
        "--parallax-down": PARALLAX_OFFSET_PX * progress,
      });
    };

    const onPointerMove = (event: PointerEvent) => {
      if (reducedMotion.matches) return;
      const rect = hero.getBoundingClientRect();
      const x = (event.clientX - rect.left) / rect.width - 0.5;
      const y = (event.clientY - rect.top) / rect.height - 0.5;
      set({ "--mouse-x": x * 2 * MOUSE_TRAVEL_PX, "--mouse-y": y * 2 * MOUSE_TRAVEL_PX });
    };

    const onMotionPreference = () => {
      if (!reducedMotion.matches) return onScroll();
      set({ "--parallax-up": 0, "--parallax-down": 0, "--mouse-x": 0, "--mouse-y": 0 });
    };

    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    hero.addEventListener("pointermove", onPointerMove, { passive: true });
    reducedMotion.addEventListener("change", onMotionPreference);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      hero.removeEventListener("pointermove", onPointerMove);
      reducedMotion.removeEventListener("change", onMotionPreference);
    };
  }, []);

  return (
    <div ref={ref} aria-hidden="true" data-hero-motion className={className}>
      {children}
    </div>
  );
}
