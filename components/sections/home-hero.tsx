import type { SiteContent } from "@/lib/site-text/content";
import { ButtonLink } from "@/components/ui/button-link";
import { Illustration } from "@/components/ui/illustration";
import { Particles } from "@/components/ui/particles";
import { HeroMotion } from "./hero-motion.client";

const HERO_PARTICLES = 50;
/** The rows of the hero drawing that hold its parts; the dot grid above them would only add height. */
const HERO_DRAWING_BAND = [100, 336] as const;

interface HomeHeroProps {
  hero: SiteContent["home"]["hero"];
  newTabNote: string;
  /** The form where prospects start a project. */
  projectRequestUrl: string;
}

export function HomeHero({ hero, newTabNote, projectRequestUrl }: HomeHeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-gradient-to-b from-indigo-50 via-background to-background pt-36 dark:from-indigo-950/60 sm:pt-44"
    >
      {/* Glows and dot grid are styled in globals.css (.hero-glow): as utilities their long
          class names rode in the HTML and again in the RSC payload. */}
      <HeroMotion className="pointer-events-none absolute inset-0 -z-10">
        <div className="hero-glow hero-glow-up" />
        <div className="hero-glow hero-glow-down" />
        <div className="hero-dots" />
      </HeroMotion>
      <Particles count={HERO_PARTICLES} className="-z-10" />
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">
          {hero.eyebrow}
        </p>
        <h1
          id="hero-title"
          className="mt-4 text-5xl font-extrabold tracking-tight text-balance text-foreground sm:text-7xl"
        >
          {hero.title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-muted">
          {hero.tagline}
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <ButtonLink href={hero.primaryCta.href}>{hero.primaryCta.label}</ButtonLink>
          <ButtonLink href={projectRequestUrl} variant="secondary" external={{ newTabNote }}>
            {hero.secondaryCta.label}
          </ButtonLink>
        </div>
      </div>
      {/* The practices joined up, drawn faintly along the bottom, under the buttons. In the flow
          rather than pinned to the bottom edge, so no width or wrapping of the text above can
          bring the drawing up behind the buttons. */}
      <Illustration
        name="hero"
        band={HERO_DRAWING_BAND}
        className="pointer-events-none mx-auto mt-10 block w-[min(100%,44rem)] opacity-40 sm:mt-12"
      />
    </section>
  );
}
