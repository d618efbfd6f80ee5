import { company } from "./company";
import type { DepartmentContact, Faq, IconName, OfficeHours } from "./types";

export interface ContactCard {
  icon: IconName;
  title: string;
  /** Which of the contact facts (content/site-text.ts) the card shows. */
  fact: "email" | "phone" | "address";
  detail: string;
}

export const contact = {
  metaTitle: "Contact Us",
  metaDescription: `Talk to ${company.name} about semiconductor, embedded or software engineering work. Office in Banjara Hills, Hyderabad; replies within 24 hours.`,
  hero: {
    eyebrow: "Contact",
    title: "Let's talk about your project",
    subtitle:
      "Tell us where your programme stands and what is blocking it. An engineer will reply within 24 hours.",
  },
  cards: [
    {
      icon: "mail",
      title: "Email us",
      fact: "email",
      detail: "We reply within 24 hours",
    },
    {
      icon: "phone",
      title: "Call us",
      fact: "phone",
      detail: "Monday–Friday, 9:00 AM–6:00 PM PST",
    },
    {
      icon: "map-pin",
      title: "Visit us",
      fact: "address",
      detail: "Headquarters, Banjara Hills, Hyderabad",
    },
  ] satisfies ContactCard[],
  form: {
    title: "Send us a Message",
    fields: {
      name: { label: "Full Name", autoComplete: "name", required: "Please enter your name." },
      email: {
        label: "Email Address",
        autoComplete: "email",
        required: "Please enter your email address.",
      },
      company: { label: "Company", autoComplete: "organization", optionalNote: "(optional)" },
      department: { label: "Department", generalOption: "General enquiry" },
      subject: { label: "Subject", required: "Please enter a subject." },
      message: { label: "Message", rows: 5, required: "Please enter your message." },
    },
    submit: "Send Message",
    requiredNote: "Fields marked * are required.",
    // When an admin has the form accept messages (the Inbox in /admin).
    sending: "Sending...",
    trap: "Leave this field empty",
    sent: {
      title: "Thank you. Your message reached us.",
      text: "An engineer from the right team will reply within one business day.",
      again: "Send another message",
    },
    fix: "Please correct the fields marked below.",
    problems: {
      email: "Please enter an email address like name@company.com.",
      tooLong: "This is longer than the form takes. Please shorten it.",
      links: "Please include no more than 3 links.",
    },
    refusals: {
      tooFast: "That was quicker than anyone types. Please check your message, then send it again.",
      tooMany:
        "You have sent several messages in a short time. Please wait a few minutes before sending another.",
      closed: "The form is not taking messages right now. Please email us instead.",
      failed:
        "Your message could not be sent just now. Nothing you typed is lost: please try again in a moment.",
    },
  },
  officeHours: {
    title: "Office Hours",
    timezone: "PST",
    /** Names the zone in full: the office is in Hyderabad, the hours are Pacific time. */
    timezoneNote: "Hours are US Pacific time. Our Hyderabad office (IST) is 12½–13½ hours ahead.",
  },
  departments: {
    title: "Department Contacts",
  },
  emergency: {
    title: "Need urgent help?",
    text: "Production issue on a system we support? Our on-call engineers are available around the clock.",
    action: "24/7 Emergency Support",
  },
  faq: {
    title: "Frequently Asked Questions",
  },
  particles: 30,
} as const;

/**
 * The contact page's lists as they ship; editors change them in /admin (public.office_hours,
 * public.department_contacts, public.faqs).
 */
export const officeHours: readonly OfficeHours[] = [
  { day: "Monday–Friday", hours: "9:00 AM–6:00 PM" },
  { day: "Saturday", hours: "10:00 AM–2:00 PM" },
  { day: "Sunday", hours: "Closed" },
];

export const departmentContacts: readonly DepartmentContact[] = [
  { name: "General Information", email: company.emails.info },
  { name: "Sales", email: company.emails.sales },
  { name: "Support", email: company.emails.support },
  { name: "Careers", email: company.emails.careers },
  { name: "Press", email: company.emails.press },
  { name: "Partnerships", email: company.emails.partnerships },
];

export const faqs: readonly Faq[] = [
  {
    question: "How quickly will you respond to my enquiry?",
    answer:
      "We reply to every email within 24 hours, usually the same business day, with an engineer assigned to your question.",
  },
  {
    question: "How long does a typical project take?",
    answer:
      "Projects typically take 3–12 months, depending on scope: a verification or DFT engagement for one block is at the short end, a full SoC or platform programme at the long end.",
  },
  {
    question: "Can you work with our existing team and tools?",
    answer:
      "Yes. We work inside your repositories, EDA licences, CI and issue tracker, and follow your coding and review standards.",
  },
  {
    question: "How do you protect our intellectual property?",
    answer:
      "Every engagement starts with an NDA, access is limited to named engineers, and your design data stays on infrastructure you approve.",
  },
];
