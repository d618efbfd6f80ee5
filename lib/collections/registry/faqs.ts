import { faqsWords } from "@/content/collections/faqs";
import type { Faq } from "@/content/types";
import type { CollectionDefinition } from "../definition";
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from "../item-values";
import { onPage } from "../listed";
import { faqFromRow } from "../page-items";

/** The contact page's frequently asked questions. */
export const faqs = {
  table: "faqs",
  words: faqsWords,
  nameField: "question",
  ordered: true,
  stageable: true,
  listed: onPage("/contact#faq-title", "answer"),
  fields: [
    { name: "question", kind: "text", max: SHORT_TEXT_MAX },
    { name: "answer", kind: "long-text", max: LONG_TEXT_MAX },
  ],
  site: {
    key: "faqs",
    fromRow: faqFromRow,
    defaults: async () => (await import("@/content/contact")).faqs,
  },
} satisfies CollectionDefinition<"faqs", typeof faqsWords, Faq>;
