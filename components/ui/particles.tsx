import { seededRandom } from "@/lib/random";

interface ParticlesProps {
  count: number;
  /** Different seeds give different layouts; the same seed always gives the same one. */
  seed?: number;
  className?: string;
}

/** Sizes and speeds come from four CSS classes, so each dot costs only a short style. */
const VARIANTS = 4;

/** Decorative floating dots, drawn on the server and animated by CSS only. */
export function Particles({ count, seed = 1, className }: ParticlesProps) {
  const random = seededRandom(seed);
  const dots = Array.from({ length: count }, () => ({
    left: Math.round(random() * 100),
    top: Math.round(random() * 100),
    variant: Math.floor(random() * VARIANTS),
    delay: -Math.round(random() * 9),
  }));

  return (
    <div
      aria-hidden="true"
      data-particles={count}
      className={`pointer-events-none absolute inset-0 overflow-hidden ${className ?? ""}`}
    >
      {dots.map((dot, index) => (
        <span
          key={index}
          className={`particle particle-${dot.variant}`}
          style={{ left: `${dot.left}%`, top: `${dot.top}%`, animationDelay: `${dot.delay}s` }}
        />
      ))}
    </div>
  );
}
