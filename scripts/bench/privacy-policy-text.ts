/**
 * The words of the privacy policy the benchmark publishes as a built page: two parts of about
 * 600 words each, written as a company like this one would, so the page's HTML compresses as a
 * real policy does.
 */

export interface PolicySection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export const WHAT_WE_DO_WITH_DATA: PolicySection[] = [
  {
    heading: "Who we are",
    paragraphs: [
      "This policy explains how our engineering services company collects, uses and protects personal data when you visit this website, write to us, work with us as a client or apply for a role. We decide why and how that data is processed, which makes us its controller under the data protection laws that apply to us, including the GDPR for visitors in the European Union and India's Digital Personal Data Protection Act.",
      "If anything here is unclear, write to our privacy contact at the address at the end of this page. We answer every question ourselves; no request is handled by an automated system.",
    ],
  },
  {
    heading: "What we collect",
    paragraphs: [
      "We collect only what we need for the purpose at hand, and most of it comes from you directly. When you use the contact form, we receive your name, your work email address, your company, the department you chose and the message you wrote. When you become a client, we also keep the names, roles and contact details of the people we work with, together with the project records a contract requires.",
      "When you apply for a role, we receive your résumé, the answers you give in interviews and, if you accept an offer, the documents needed for employment. Our servers record technical data for every request, as any website does: the address of the page, the time, the browser's description of itself and a shortened network address, which we use only to keep the site running and secure.",
    ],
    list: [
      "Contact form: name, email, company, department and message.",
      "Client projects: contacts, contracts, invoices and project correspondence.",
      "Recruitment: résumé, interview notes and, with an offer, employment documents.",
      "Site operation: shortened network address, page, time and browser type.",
    ],
  },
  {
    heading: "Why we use it",
    paragraphs: [
      "We answer your message because you asked us to, and we perform a contract because we agreed to. We keep accounting records because the law obliges us to, and we protect the site against abuse because we have a legitimate interest in doing so. We never use your data to build an advertising profile, and we do not make decisions about you by automated means alone.",
      "Searches on this site are counted by day and by the words searched, without any address, cookie or account, so that we can see which topics visitors cannot find and write about them.",
    ],
  },
  {
    heading: "How long we keep it",
    paragraphs: [
      "A message sent through the contact form is kept for twelve months after the conversation ends, unless it leads to a contract. Project records are kept for the period our contracts and tax law require, which is usually eight years after the project closes. Applications that do not lead to a hire are deleted six months after the role is filled, unless you ask us to keep your résumé for future openings. Server logs are deleted after thirty days.",
    ],
  },
  {
    heading: "Who we share it with",
    paragraphs: [
      "We do not sell or rent personal data. We share it only with the providers that host this website, its database and our email, each bound by a written agreement to process it on our instructions and to protect it, and with authorities when the law requires us to.",
      "When a client engages us through a partner, such as a foundry, an equipment vendor or a staffing firm, we share with that partner only the contact details and project facts the engagement needs. Professional advisers, our auditors and lawyers, see records only when their work requires it, under a duty of confidentiality. If our company were ever sold or merged, the buyer would take on this policy's promises for the data it received.",
    ],
  },
];

export const YOUR_RIGHTS: PolicySection[] = [
  {
    heading: "Your rights",
    paragraphs: [
      "You may ask us at any time for a copy of the personal data we hold about you, and for the name of every provider that processes it on our behalf. You may ask us to correct what is wrong, to complete what is missing and to erase what we no longer need. Where we process data because you consented, you may withdraw that consent as easily as you gave it, without affecting what we did before.",
      "You may also object to processing we base on our legitimate interests, ask us to restrict processing while a question is settled, and receive the data you gave us in a common machine-readable format. We answer within thirty days and tell you if we need longer, for example when a request covers many years of project records.",
    ],
    list: [
      "Access: a copy of what we hold and where it came from.",
      "Correction and erasure: fixing what is wrong, removing what is not needed.",
      "Objection and restriction: stopping or pausing a use of your data.",
      "Portability: the data you gave us, in a format you can reuse.",
    ],
  },
  {
    heading: "Cookies and analytics",
    paragraphs: [
      "The public website sets no advertising or tracking cookies and loads no third-party analytics. It remembers your choice of a light or dark theme in your browser's own storage, which never leaves your device. The team's area sets a session cookie when a member signs in, which is strictly necessary for that area to work and expires when the member signs out.",
      "Because we set no cookies that need your consent, the site shows no cookie banner. Embedded content is kept to our own pages and images: no video players, maps or social media buttons load from other companies' servers, so visiting a page tells no one but us that you were here. Our server logs, described above, are the only record of visits, and we read them only to diagnose faults and stop attacks.",
    ],
  },
  {
    heading: "Security",
    paragraphs: [
      "Data travels encrypted between your browser and our servers, and is stored encrypted at rest. Only the members of our team whose work requires it can reach client and recruitment records, each with their own account and a second factor, and every change they make is recorded. Our staff are bound by confidentiality agreements and trained each year in handling personal data.",
      "If a breach affects your data and is likely to put your rights at risk, we notify the supervisory authority within seventy-two hours of learning of it and tell you without undue delay what happened and what we are doing about it.",
    ],
  },
  {
    heading: "Transfers abroad",
    paragraphs: [
      "Our offices are in India and the United States, and our hosting providers keep data in the European Union. When personal data moves between these countries, we protect it with the European Commission's standard contractual clauses and the safeguards Indian law requires.",
    ],
  },
  {
    heading: "Complaints and changes",
    paragraphs: [
      "If you believe we have handled your data wrongly, please tell us first so we can put it right. You also have the right to complain to the data protection authority where you live or work. When this policy changes, we publish the new version here with its date, and write to our clients when a change affects them.",
    ],
  },
  {
    heading: "How to reach us",
    paragraphs: [
      "Write to our privacy contact at privacy@example.com, or by post to our headquarters, marking the envelope for the attention of the data protection lead. Tell us which of your rights you want to use and how we can recognise you, for example the email address you wrote from; we may ask for one more detail before we answer, so that we never hand your data to someone else.",
    ],
  },
];
