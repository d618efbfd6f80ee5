import type { HeroBlock, PageLayout, QuestionsBlock, RichTextBlock } from "../../lib/blocks/types";
import type { BlockNode, RichTextDocument } from "../../lib/rich-text/document";
import { SECRET_KEY } from "./post-fixture";
import { type PolicySection, WHAT_WE_DO_WITH_DATA, YOUR_RIGHTS } from "./privacy-policy-text";

/**
 * A typical page built from blocks, as an editor would publish one: a privacy policy with a
 * hero, two rich-text blocks of about 600 words each and five questions. None of its blocks is
 * interactive, so it is held to the public pages' JS budget and to the HTML budget.
 */
export const BUILT_PAGE_PATH = "/privacy-policy";

/** About how many words each rich-text block holds. */
export const WORDS_PER_BLOCK = 600;

const text = (value: string) => ({ type: "text" as const, text: value });
const paragraph = (value: string): BlockNode => ({ type: "paragraph", content: [text(value)] });

/** A rich-text body of sections: each a heading, its paragraphs and perhaps a list. */
function policyBody(sections: readonly PolicySection[]): RichTextDocument {
  return {
    type: "doc",
    content: sections.flatMap((section): BlockNode[] => [
      { type: "heading", attrs: { level: 2 }, content: [text(section.heading)] },
      ...section.paragraphs.map(paragraph),
      ...(section.list
        ? [
            {
              type: "bulletList" as const,
              content: section.list.map((item) => ({
                type: "listItem" as const,
                content: [paragraph(item)],
              })),
            },
          ]
        : []),
    ]),
  };
}

const hero: HeroBlock = {
  id: "hero",
  type: "hero",
  heading: "Privacy policy",
  text: "How we collect, use and keep the personal data of visitors, clients and applicants, and the rights you have over it.",
};

const collected: RichTextBlock = {
  id: "what-we-collect",
  type: "rich-text",
  body: policyBody(WHAT_WE_DO_WITH_DATA),
};

const rights: RichTextBlock = {
  id: "your-rights",
  type: "rich-text",
  body: policyBody(YOUR_RIGHTS),
};

const questions: QuestionsBlock = {
  id: "questions",
  type: "questions",
  heading: "Questions about your data",
  questions: [
    {
      question: "Do you sell my personal data?",
      answer:
        "No. We use what you send us only to answer you, to prepare a proposal or to consider your application, and we never sell or rent it to anyone.",
    },
    {
      question: "How do I get a copy of what you hold about me?",
      answer:
        "Write to our privacy contact from the address you used with us. We answer within 30 days with a copy of every record that names you.",
    },
    {
      question: "How long do you keep a message sent through the contact form?",
      answer:
        "Twelve months after the conversation ends, unless it led to a contract, in which case we keep it as long as the law requires for the contract's records.",
    },
    {
      question: "Which cookies does the site set?",
      answer:
        "Only the ones it needs: your colour theme choice and, when you sign in to the team's area, a session. There are no advertising or tracking cookies.",
    },
    {
      question: "Where is my data stored?",
      answer:
        "With our hosting and database providers in the European Union, encrypted at rest and in transit. Transfers outside it use standard contractual clauses.",
    },
  ],
};

/** The page's blocks, top to bottom. */
export const BUILT_PAGE_LAYOUT: PageLayout = [hero, collected, rights, questions];

const headers = {
  apikey: SECRET_KEY,
  Authorization: `Bearer ${SECRET_KEY}`,
  "Content-Type": "application/json",
};

/** Publishes the page through the Data API with the secret key, as any client may. */
export async function createBuiltPage(backend: string): Promise<void> {
  const response = await fetch(`${backend}/rest/v1/pages`, {
    method: "POST",
    headers: { ...headers, Prefer: "return=minimal" },
    body: JSON.stringify({
      path: BUILT_PAGE_PATH,
      title: "Privacy policy",
      layout: BUILT_PAGE_LAYOUT,
    }),
  });
  if (!response.ok)
    throw new Error(`${BUILT_PAGE_PATH}: ${response.status} ${await response.text()}`);
}

export async function removeBuiltPage(backend: string): Promise<void> {
  const response = await fetch(
    `${backend}/rest/v1/pages?path=eq.${encodeURIComponent(BUILT_PAGE_PATH)}`,
    { method: "DELETE", headers },
  );
  if (!response.ok)
    throw new Error(`${BUILT_PAGE_PATH}: ${response.status} ${await response.text()}`);
}
