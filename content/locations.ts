import { company } from "./company";

export const locations = {
  metaTitle: "Locations",
  metaDescription: `Visit ${company.name} in Banjara Hills, Hyderabad: office address, opening hours and how to reach us by metro, road and air.`,
  hero: {
    eyebrow: "Locations",
    title: "Our office in Hyderabad",
    subtitle:
      "Our engineering team works from Banjara Hills, close to Hyderabad's technology corridors and an easy drive from the airport.",
  },
  office: {
    addressLabel: "Address",
    phoneLabel: "Phone",
    emailLabel: "Email",
    hoursLabel: "Office hours",
    visitNote:
      "Visits are by appointment so the right engineers can meet you; email us to arrange one.",
  },
  directions: {
    title: "How to reach us",
    items: [
      {
        mode: "By metro",
        text: "Take the Blue Line to Road No. 5 Jubilee Hills or Punjagutta station; the office is a short auto-rickshaw or cab ride away.",
      },
      {
        mode: "By road",
        text: "Banjara Hills Road No. 12 connects to Road No. 1 and the Panjagutta flyover; visitor parking is available in the building.",
      },
      {
        mode: "From the airport",
        text: "Rajiv Gandhi International Airport is about 30 km away, typically 45–60 minutes by cab via the PVNR Expressway.",
      },
    ],
  },
} as const;
