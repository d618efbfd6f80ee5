import { seededRandom } from "@/lib/random";

interface ParticlesProps {
  count: number;
  /** Different seeds give different layouts; the same seed always gives the same one. */
  seed?: number;
  className?: string;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Decorative floating dots, drawn on the server and animated by CSS only. */
export function Particles({ count, seed = 1, className }: ParticlesProps) {
  const random = seededRandom(seed);
  const dots = Array.from({ length: count }, () => ({
    left: round(random() * 100),
    top: round(random() * 100),
    size: round(2 + random() * 4),
    delay: round(random() * -9),
    duration: round(6 + random() * 8),
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
          className="animate-float absolute rounded-full bg-[var(--particle)] motion-reduce:animate-none"
          style={{
            left: `${dot.left}%`,
            top: `${dot.top}%`,
            width: dot.size,
            height: dot.size,
            animationDelay: `${dot.delay}s`,
            animationDuration: `${dot.duration}s`,
          }}
        />
      ))}
    </div>
  );
}
