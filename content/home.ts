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
  services: {
    title: "Our Services",
    subtitle:
      "Four practices, one engineering team: pick the one that fits your next milestone and we will staff it with specialists.",
    cardAction: "Learn more",
    /** Joins the action to the card title for screen readers: "Learn more about …". */
    cardActionJoiner: "about",
    cards: [
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
    ] satisfies ServiceCard[],
  },
  cta: {
    title: "Ready to Transform Your Vision?",
    text: "Tell us about your silicon, firmware or software challenge. An engineer, not a salesperson, will reply within one business day.",
    action: "Start Your Project",
  },
} as const;
