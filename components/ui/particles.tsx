interface ParticlesProps {
  count: number;
  className?: string;
}

/**
 * Decorative floating dots. Each dot is an empty element: size, place, speed and phase come from
 * the stylesheet by position (app/globals.css, `.particles`), so a page's HTML and its RSC
 * payload carry no per-dot styles. They float, by CSS alone, once MotionStart marks <html>
 * after the page has loaded; without JavaScript or under reduced motion they stay still.
 */
export function Particles({ count, className }: ParticlesProps) {
  return (
    <div aria-hidden="true" data-particles={count} className={`particles ${className ?? ""}`}>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} />
      ))}
    </div>
  );
}
