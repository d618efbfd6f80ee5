import type { ServiceContent, ServiceGroup } from "../types";
import { embeddedServices } from "./embedded";
import { semiconductorServices } from "./semiconductors";
import { softwareServices } from "./software";

export const serviceGroups: readonly ServiceGroup[] = [
  {
    id: "semiconductors",
    title: "Semiconductors",
    description:
      "From RTL to silicon in the lab: design, verification, implementation, signoff, test and post-silicon validation.",
    subcategories: ["Design & Verification", "Implementation & Signoff", "Test & Validation"],
  },
  {
    id: "embedded",
    title: "Embedded",
    description:
      "Firmware, drivers, board support and operating systems for the hardware you ship, secured and verified.",
    subcategories: ["Firmware & Drivers", "OS & Platform", "Security & V&V"],
  },
  {
    id: "software",
    title: "Software",
    description:
      "Data, AI, cloud, enterprise applications and the infrastructure that keeps them running.",
    subcategories: ["AI, Data & Cloud", "Application Services", "Infrastructure & Technical"],
  },
];

/** All 28 services in the order the specification lists them; lib/services gives each its slug. */
export const serviceContents: readonly ServiceContent[] = [
  ...semiconductorServices,
  ...embeddedServices,
  ...softwareServices,
];
