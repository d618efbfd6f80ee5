import type { ServiceCard } from "./types";

export const home = {
  metaTitle: "Semiconductor, Embedded & Software Engineering Services",
  metaDescription:
    "Engineering services from RTL to silicon validation, embedded firmware and BSPs, and data, cloud and enterprise software, delivered from Hyderabad.",
  hero: {
    eyebrow: "Semiconductor · Embedded · Software",
    title: "Engineering Excellence",
    tagline:
      "We design, verify and validate silicon, bring up the embedded software that runs on it, and build the data and cloud platforms around it, so your product reaches market on schedule.",
    primaryCta: { label: "Explore Solutions", href: "/services" },
    secondaryCta: { label: "Start Your Project" },
  },
  /**
   * Figures under the hero: each one follows from the rest of the site, nothing invented. A
   * figure with a `count` is counted from what the site lists when the page is rendered.
   */
  proof: {
    label: "At a glance",
    figures: [
      { count: "services", label: "engineering services" },
      { count: "practices", label: "practices, from silicon to cloud" },
      { count: "industries", label: "industries served" },
      { value: "24 h", label: "to a reply from an engineer" },
    ] satisfies readonly ProofFigure[],
  },
  services: {
    title: "Our Services",
    subtitle:
      "Four ways to start: pick the engagement that fits your next milestone and we will staff it from the practices below.",
    cardAction: "Learn more",
    /** Joins the action to the card title for screen readers: "Learn more about …". */
    cardActionJoiner: "about",
  },
  /** The three practices of /services; their names and summaries are those of /services. */
  practices: {
    eyebrow: "Practices",
    title: "One team from silicon to software",
    subtitle:
      "Each practice is a bench of specialists. Programmes that cross them get one team and one plan.",
    action: "Explore",
  },
  industries: {
    eyebrow: "Industries",
    title: "Where our engineering ships",
    action: "All industries",
  },
  cta: {
    title: "Ready to Transform Your Vision?",
    text: "Tell us about your silicon, firmware or software challenge. An engineer, not a salesperson, will reply within 24 hours.",
    action: "Start Your Project",
  },
} as const;

/** What a home figure can count. */
export type CountedThing = "services" | "practices" | "industries";

export type ProofFigure = { label: string } & ({ count: CountedThing } | { value: string });

/** Each figure's value: its count of what the site lists now, or its written value. */
export function figureValues(
  figures: readonly ProofFigure[],
  counts: Readonly<Record<CountedThing, number>>,
): { value: string; label: string }[] {
  return figures.map((figure) => ({
    label: figure.label,
    value: "count" in figure ? String(counts[figure.count]) : figure.value,
  }));
}

/**
 * The colours a home service card's icon tile can take, by name for the editor's choice. The
 * classes are written out in full so the stylesheet has them; a stored value not listed here
 * shows the first.
 */
export const cardGradients = [
  { label: "Indigo to violet", value: "from-indigo-600 to-violet-700" },
  { label: "Sky to indigo", value: "from-sky-700 to-indigo-700" },
  { label: "Emerald to teal", value: "from-emerald-700 to-teal-800" },
  { label: "Fuchsia to rose", value: "from-fuchsia-700 to-rose-700" },
] as const;

/** The home page's service cards as they ship; editors change them in /admin (public.home_service_cards). */
export const serviceCards: readonly ServiceCard[] = [
  {
    icon: "chip",
    title: "Semiconductor Solutions",
    description:
      "RTL design, verification, DFT, physical design and signoff for ASIC, SoC and FPGA programmes.",
    gradient: "from-indigo-600 to-violet-700",
  },
  {
    icon: "cog",
    title: "Engineering Services",
    description:
      "Embedded firmware, board support packages, device drivers and OS porting for production hardware.",
    gradient: "from-sky-700 to-indigo-700",
  },
  {
    icon: "flask",
    title: "Testing & Validation",
    description:
      "ATE programs, bench characterization and post-silicon validation that find issues before your customers do.",
    gradient: "from-emerald-700 to-teal-800",
  },
  {
    icon: "lightbulb",
    title: "Innovation Labs",
    description:
      "Prototyping, emulation and applied AI experiments that de-risk new ideas before full investment.",
    gradient: "from-fuchsia-700 to-rose-700",
  },
];
