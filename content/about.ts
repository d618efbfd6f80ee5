import { company } from "./company";
import type { LeadershipPerson, Milestone, Value } from "./types";

export const about = {
  metaTitle: "About Us",
  metaDescription: `${company.name} is a Hyderabad engineering firm founded in ${company.foundedYear}, delivering semiconductor, embedded and software services to product companies.`,
  hero: {
    eyebrow: "About us",
    title: "Engineers who take products from specification to silicon and beyond",
    subtitle: `Founded in ${company.foundedYear} in Banjara Hills, Hyderabad, ${company.name} brings chip designers, firmware engineers and software specialists together in one team.`,
  },
  story: {
    title: "Our Story",
    text: `${company.name} was founded in ${company.foundedYear} by engineers who had spent their careers on tape-outs, board bring-ups and production software, and who saw how often a product slipped at the hand-off between those disciplines. We built one team that owns the whole path: RTL and verification, DFT and physical design, post-silicon validation, the firmware and operating systems that run on the chip, and the data and cloud platforms around it. Clients work with a single engineering lead who can answer for every layer.`,
    action: "Learn More",
  },
  values: {
    title: "Our Values",
    subtitle: "The principles our engineers hold each other to on every programme.",
  },
  leadership: {
    title: "Leadership Team",
    subtitle: "Engineers first, who still review designs and code every week.",
    /** The page shows at most three people. */
    maxShown: 3,
  },
  history: {
    title: "Our History",
    subtitle: "A young company built on long engineering careers.",
  },
  join: {
    title: "Join Our Mission",
    text: "We hire engineers who like hard problems: RTL and verification, physical design, embedded Linux, data and cloud. Tell us what you want to build.",
    action: "View Open Positions",
    href: "/contact",
  },
} as const;

/**
 * The defaults of the About page's lists, which editors change in /admin as collections
 * (public.company_values, public.leaders, public.milestones): the rows start as these.
 */
export const companyValues: readonly Value[] = [
  {
    icon: "lightbulb",
    title: "Innovation",
    description:
      "We question the default flow, automate what repeats and bring proven new methods into production work.",
  },
  {
    icon: "users",
    title: "Collaboration",
    description:
      "We work as an extension of your team: shared repositories, shared dashboards and engineers you can call by name.",
  },
  {
    icon: "award",
    title: "Excellence",
    description:
      "Signoff means signoff: coverage closed, timing met, tests repeatable and documentation you can hand to an auditor.",
  },
  {
    icon: "shield",
    title: "Integrity",
    description:
      "We estimate honestly, report risks early and protect your IP as carefully as our own.",
  },
];

export const leaders: readonly LeadershipPerson[] = [
  {
    name: "Arjun Raghavan",
    position: "Chief Executive Officer",
    experience: "20+ years in ASIC design and engineering services",
    image: "/leadership/arjun-raghavan.svg",
    imageAlt: "Portrait illustration of Arjun Raghavan, Chief Executive Officer",
  },
  {
    name: "Meera Iyer",
    position: "Chief Technology Officer",
    experience: "18 years in SoC verification and post-silicon validation",
    image: "/leadership/meera-iyer.svg",
    imageAlt: "Portrait illustration of Meera Iyer, Chief Technology Officer",
  },
  {
    name: "Karthik Reddy",
    position: "Vice President, Embedded & Software",
    experience: "16 years in embedded Linux, BSPs and cloud platforms",
    image: "/leadership/karthik-reddy.svg",
    imageAlt: "Portrait illustration of Karthik Reddy, Vice President, Embedded & Software",
  },
];

export const milestones: readonly Milestone[] = [
  {
    year: "2024",
    title: "Company founded",
    description:
      "Founded in Banjara Hills, Hyderabad, with semiconductor design, verification and embedded software practices.",
  },
  {
    year: "2025",
    title: "First major client",
    description:
      "Engaged by a fabless semiconductor company for verification, DFT and post-silicon validation of a production SoC.",
  },
];
