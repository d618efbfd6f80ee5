/** The words of the contact page's questions in /admin. */
export const faqsWords = {
  item: "question",
  items: "questions",
  title: "Frequently asked questions",
  fields: {
    question: { label: "Question" },
    answer: { label: "Answer" },
  },
};
