import { launchText } from "@/content/admin-launch";
import { company, offices } from "@/content/company";
import { departmentContacts } from "@/content/contact";
import { GROUP_FROM, launchLines } from "../checks";
import { type LaunchFacts, launchFactsFrom, type PicturedFacts } from "../facts";
import { isPlaceholderEmail, isPlaceholderPhone, isPlaceholderUrl } from "../placeholders";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

const pictured = (n: number, picture = true, shareImage = true): PicturedFacts => ({
  id: id(n),
  name: `Item ${n}`,
  slug: `item-${n}`,
  picture,
  shareImage,
});

/** A project as it starts: the specification's placeholders everywhere. */
const fresh = (): LaunchFacts => ({
  offices: offices.map((office, i) => ({
    id: id(i + 1),
    name: office.name,
    email: office.email,
    phone: office.phone,
  })),
  departmentContacts: departmentContacts.map((contact, i) => ({
    id: id(i + 100),
    name: contact.name,
    email: contact.email,
  })),
  leaders: [{ id: id(200), name: "Arjun Raghavan", portrait: false }],
  services: [pictured(300, false, false)],
  industries: [pictured(400, true, false)],
  policyPages: [
    { path: "/privacy-policy", label: "Privacy Policy", built: false },
    { path: "/terms-of-service", label: "Terms of Service", built: false },
  ],
  settings: {
    contactForm: "coming_soon",
    projectRequestUrl: null,
    social: { linkedin: false, twitter: false, facebook: false },
  },
  caseStudies: 0,
});

/** The same project with everything replaced. */
const ready = (): LaunchFacts => ({
  offices: [
    {
      id: id(1),
      name: "Hyderabad headquarters",
      email: "hello@vertexsilicon.in",
      phone: "+91 40 4012 3456",
    },
  ],
  departmentContacts: [{ id: id(100), name: "Sales", email: "sales@vertexsilicon.in" }],
  leaders: [{ id: id(200), name: "Arjun Raghavan", portrait: true }],
  services: [pictured(300)],
  industries: [pictured(400)],
  policyPages: [{ path: "/privacy-policy", label: "Privacy Policy", built: true }],
  settings: {
    contactForm: "accepting",
    projectRequestUrl: "https://forms.vertexsilicon.in/start",
    social: { linkedin: true, twitter: true, facebook: true },
  },
  caseStudies: 1,
});

const keys = (facts: LaunchFacts) => launchLines(facts).map((line) => line.key);

describe("the placeholders", () => {
  it("are the example domains and the all-zero number, and nothing real", () => {
    expect(isPlaceholderEmail(company.emails.info)).toBe(true);
    expect(isPlaceholderEmail("Sales@Mail.Example.org")).toBe(true);
    expect(isPlaceholderEmail("hello@vertexsilicon.in")).toBe(false);
    expect(isPlaceholderEmail("someone@notexample.com")).toBe(false);
    expect(isPlaceholderPhone(company.phone)).toBe(true);
    expect(isPlaceholderPhone("+91 20 0000 0000")).toBe(true);
    expect(isPlaceholderPhone("+91 40 5555 0000")).toBe(false);
    expect(isPlaceholderUrl(company.projectRequestUrl)).toBe(true);
    expect(isPlaceholderUrl("https://forms.vertexsilicon.in/start")).toBe(false);
    expect(isPlaceholderUrl("not an address")).toBe(false);
  });
});

describe("the readiness lines", () => {
  it("list every placeholder of a fresh project, in the checks' order", () => {
    expect(keys(fresh())).toEqual([
      `office:${id(1)}:email`,
      `office:${id(1)}:phone`,
      ...departmentContacts.map((_, i) => `department:${id(i + 100)}`),
      "project-form",
      `leader:${id(200)}`,
      `pictures:services:${id(300)}`,
      `pictures:industries:${id(400)}`,
      "policy:/privacy-policy",
      "policy:/terms-of-service",
      "social",
      "contact-form",
      "case-study",
    ]);
  });

  it("are none once everything is replaced", () => {
    expect(launchLines(ready())).toEqual([]);
  });

  it("name the office and each placeholder it shows, where, and open its form at the field", () => {
    const lines = launchLines({ ...ready(), offices: fresh().offices });
    expect(lines.map((line) => line.seen)).toEqual([
      `${offices[0]!.name} shows the placeholder address ${company.emails.info}.`,
      `${offices[0]!.name} shows the placeholder number ${company.phone}.`,
    ]);
    expect(lines[0]!.where).toEqual({ label: launchText.office.headquarters, href: "/contact" });
    expect(lines.map((line) => line.fix.href)).toEqual([
      `/admin/offices/${id(1)}#field-email`,
      `/admin/offices/${id(1)}#field-phone`,
    ]);
  });

  it("leave only the number's line once an office's address is real, and point a second office at /locations", () => {
    const lines = launchLines({
      ...ready(),
      offices: [
        ready().offices[0]!,
        { id: id(2), name: "Pune", email: "pune@vertexsilicon.in", phone: "+91 20 0000 0000" },
      ],
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.seen).toBe("Pune shows the placeholder number +91 20 0000 0000.");
    expect(lines[0]!.where.href).toBe("/locations");
    expect(lines[0]!.fix.href).toBe(`/admin/offices/${id(2)}#field-phone`);
  });

  it("open a department contact's form", () => {
    const [line] = launchLines({
      ...ready(),
      departmentContacts: [{ id: id(101), name: "Careers", email: "careers@example.com" }],
    });
    expect(line!.fix.href).toBe(`/admin/department-contacts/${id(101)}#field-email`);
    expect(line!.seen).toContain("careers@example.com");
  });

  it("take the project form's address as set, and the stand-in when unset", () => {
    const unset = launchLines({
      ...ready(),
      settings: { ...ready().settings, projectRequestUrl: null },
    });
    expect(unset.map((line) => line.seen)).toEqual([
      launchText.projectForm.seen(company.projectRequestUrl),
    ]);
    expect(unset[0]!.fix.href).toBe("/admin/settings#project-request-title");
    expect(unset[0]!.adminsOnly).toBe(true);
    const stillExample = launchLines({
      ...ready(),
      settings: { ...ready().settings, projectRequestUrl: "https://example.com/form" },
    });
    expect(stillExample.map((line) => line.key)).toEqual(["project-form"]);
  });

  it("open a leader's form at the portrait", () => {
    const [line] = launchLines({
      ...ready(),
      leaders: [{ id: id(201), name: "Meera Iyer", portrait: false }],
    });
    expect(line!.fix).toEqual({
      label: launchText.leader.fix("Meera Iyer"),
      href: `/admin/leaders/${id(201)}#field-portrait_id`,
    });
    expect(line!.where.href).toBe("/about#leadership");
  });

  it("say which picture an item misses, and link its page and its form", () => {
    const [line] = launchLines({ ...ready(), industries: [pictured(401, true, false)] });
    expect(line!.seen).toBe(launchText.pictures.seen("industries", "Item 401", "share"));
    expect(line!.where.href).toBe("/industries/item-401");
    expect(line!.fix.href).toBe(`/admin/industries/${id(401)}#field-share_image_id`);
  });

  it(`group ${GROUP_FROM} or more items of a kind into one line, each name a link`, () => {
    const services = Array.from({ length: GROUP_FROM + 1 }, (_, i) =>
      pictured(500 + i, i === 0, false),
    );
    const lines = launchLines({ ...ready(), services: [pictured(499), ...services] });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.key).toBe("pictures:services");
    expect(lines[0]!.fix.href).toBe("/admin/services");
    expect(lines[0]!.items).toHaveLength(GROUP_FROM + 1);
    expect(lines[0]!.items![0]).toEqual({
      label: launchText.pictures.itemLabel("Item 500", "share"),
      href: `/admin/services/${id(500)}#field-share_image_id`,
    });
    expect(lines[0]!.items![1]!.href).toBe(`/admin/services/${id(501)}#field-image_id`);
  });

  it("start a missing policy page at its address with its title, as the footer's offer does", () => {
    const [line] = launchLines({ ...ready(), policyPages: fresh().policyPages.slice(1) });
    const href = new URL(line!.fix.href, "https://site.test");
    expect(href.pathname).toBe("/admin/built-pages/new");
    expect(href.searchParams.get("path")).toBe("/terms-of-service");
    expect(href.searchParams.get("title")).toBe("Terms of Service");
  });

  it("name only the social profiles still unset", () => {
    const [line] = launchLines({
      ...ready(),
      settings: {
        ...ready().settings,
        social: { linkedin: true, twitter: false, facebook: false },
      },
    });
    expect(line!.seen).toBe(
      launchText.social.seen([launchText.social.names.twitter, launchText.social.names.facebook]),
    );
    expect(line!.seen).not.toContain(launchText.social.names.linkedin);
  });

  it("send the contact form to the Inbox's setting, and a case study to a new post", () => {
    const lines = launchLines({
      ...ready(),
      settings: { ...ready().settings, contactForm: "coming_soon" },
      caseStudies: 0,
    });
    expect(lines.map((line) => line.fix.href)).toEqual([
      "/admin/inbox#contact-form-setting",
      "/admin/posts/new",
    ]);
  });
});

describe("the search descriptions line", () => {
  it("counts the pages without one and those sharing one, and sends the editor to the SEO room", () => {
    const [line] = launchLines({ ...ready(), searchDescriptions: { missing: 1, duplicated: 3 } });
    expect(line).toMatchObject({ key: "search-descriptions", fix: { href: "/admin/seo" } });
    expect(line.seen).toBe(launchText.searchDescriptions.seen(1, 3));
    expect(line.seen).toContain("1 page has no search description");
    expect(line.seen).toContain("3 pages share their search description");
  });

  it("is gone when every page has its own, or when the room could not read the pages", () => {
    expect(launchLines({ ...ready(), searchDescriptions: { missing: 0, duplicated: 0 } })).toEqual(
      [],
    );
    expect(launchLines({ ...ready(), searchDescriptions: undefined })).toEqual([]);
  });
});

describe("the facts from the database's answer", () => {
  it("read every part, with the footer's words for the policy buttons", () => {
    const facts = launchFactsFrom(
      {
        offices: [{ id: id(1), name: "HQ", email: "info@example.com", phone: "+91 40 0000 0000" }],
        department_contacts: [],
        leaders: [{ id: id(2), name: "A", portrait: true }],
        services: [{ id: id(3), name: "S", slug: "s", picture: false, share_image: true }],
        industries: [],
        policy_pages: [
          { path: "/privacy-policy", built: true },
          { path: "/cookie-policy", built: false },
        ],
        settings: {
          contact_form: "accepting",
          project_request_url: null,
          linkedin_url: "https://www.linkedin.com/company/acme",
          twitter_url: null,
          facebook_url: null,
        },
        case_studies: 2,
      },
      ["Privacy", "Cookies"],
    );
    expect(facts.services).toEqual([
      { id: id(3), name: "S", slug: "s", picture: false, shareImage: true },
    ]);
    expect(facts.policyPages).toEqual([
      { path: "/privacy-policy", label: "Privacy", built: true },
      { path: "/cookie-policy", label: "Cookies", built: false },
    ]);
    expect(facts.settings).toEqual({
      contactForm: "accepting",
      projectRequestUrl: null,
      social: { linkedin: true, twitter: false, facebook: false },
    });
    expect(facts.caseStudies).toBe(2);
  });

  it("keep the specified notices when the answer is not what was asked", () => {
    const facts = launchFactsFrom(null, []);
    expect(facts.offices).toEqual([]);
    expect(facts.settings.contactForm).toBe("coming_soon");
    expect(keys(facts)).toEqual(["project-form", "social", "contact-form", "case-study"]);
  });
});
