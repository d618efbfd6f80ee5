/** The words of the contact page's office hours in /admin. */
export const officeHoursWords = {
  item: "day",
  items: "days",
  title: "Office hours",
  fields: {
    day: { label: "Days", hint: "A day or a range, e.g. Monday–Friday." },
    hours: {
      label: "Hours",
      hint: "In the time zone the contact page names, e.g. 9:00 AM–6:00 PM, or Closed.",
    },
  },
};
