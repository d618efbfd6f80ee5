/** The words of the offices in /admin. */
export const officesWords = {
  item: "office",
  items: "offices",
  title: "Offices",
  note: "The first is the headquarters: its address, phone and email are the ones the header, footer, contact page and search engines show.",
  fields: {
    name: { label: "Name", hint: "The heading of its section on /locations." },
    street: { label: "Street" },
    city: { label: "City" },
    region: { label: "State or region" },
    postal_code: { label: "Postal code" },
    country: { label: "Country" },
    country_code: {
      label: "Country code",
      hint: "Two capital letters (ISO 3166-1), for search engines, e.g. IN.",
      invalid: "Use the country's two-letter code in capitals, like IN or US.",
    },
    phone: {
      label: "Phone",
      hint: "As visitors dial it from abroad, e.g. +91 40 1234 5678.",
      invalid: "Use digits, spaces and an optional leading +, like +91 40 1234 5678.",
    },
    email: { label: "Email" },
  },
};
