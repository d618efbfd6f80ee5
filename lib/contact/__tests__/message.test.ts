import {
  countLinks,
  EMPTY_VALUES,
  LIMITS,
  originOf,
  pageOf,
  problemsOf,
  readValues,
  senderAddress,
  tooFast,
} from "../message";

const valid = {
  ...EMPTY_VALUES,
  name: "Ana Rao",
  email: "ana@example.com",
  subject: "DFT",
  message: "A question.",
};

describe("a contact form message", () => {
  it("passes with the required fields filled in", () => {
    expect(problemsOf(valid)).toEqual({});
  });

  it("names each required field left empty or blank", () => {
    expect(problemsOf({ ...EMPTY_VALUES, subject: "   " })).toEqual({
      name: "required",
      email: "required",
      subject: "required",
      message: "required",
    });
  });

  it("wants an address with a domain, and no more than the limits", () => {
    expect(problemsOf({ ...valid, email: "ana@example" })).toEqual({ email: "email" });
    expect(problemsOf({ ...valid, company: "x".repeat(LIMITS.company + 1) })).toEqual({
      company: "tooLong",
    });
  });

  it("counts links in the subject and the message, three at most", () => {
    expect(countLinks("see https://a.example and www.b.example, http://c.example")).toBe(3);
    expect(problemsOf({ ...valid, message: "https://a.x https://b.x https://c.x" })).toEqual({});
    expect(
      problemsOf({ ...valid, subject: "www.a.x", message: "https://b.x https://c.x https://d.x" }),
    ).toEqual({ message: "links" });
    expect(
      problemsOf({
        ...valid,
        company: "xhttps://a.x",
        message: "https://b.x https://c.x https://d.x",
      }),
    ).toEqual({ message: "links" });
  });

  it("times a visitor only when the page's script started the clock", () => {
    const now = Date.parse("2026-11-26T10:00:00Z");
    expect(tooFast(String(now - 1_000), now)).toBe(true);
    expect(tooFast(String(now - 5_000), now)).toBe(false);
    expect(tooFast("", now)).toBe(false);
    expect(tooFast(null, now)).toBe(false);
  });

  it("keeps the page it came from only when it is a path of this site", () => {
    expect(pageOf("/contact?department=dft")).toBe("/contact?department=dft");
    expect(pageOf("https://elsewhere.example/")).toBeNull();
    expect(pageOf("//elsewhere.example/")).toBeNull();
    expect(pageOf(null)).toBeNull();
  });

  it("without the script's word, takes the page and department from a same-site referer", () => {
    const site = "https://www.example.com";
    expect(originOf(valid, "", `${site}/contact?department=dft`, site)).toEqual({
      page: "/contact?department=dft",
      department: "dft",
    });
    expect(
      originOf({ ...valid, department: "bsp" }, "", `${site}/contact?department=dft`, site),
    ).toEqual({ page: "/contact?department=dft", department: "bsp" });
    expect(originOf(valid, "", "https://elsewhere.example/contact?department=x", site)).toEqual({
      page: "/contact",
      department: "",
    });
    expect(originOf(valid, "/contact?department=a", null, null)).toEqual({
      page: "/contact?department=a",
      department: "",
    });
  });

  it("counts an IPv6 sender by its network, an IPv4 sender whole", () => {
    expect(senderAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(senderAddress("2001:db8:0:12:abcd::1")).toBe("2001:db8:0:12::/64");
    expect(senderAddress("2001:DB8:0:12:1:2:3:4")).toBe("2001:db8:0:12::/64");
    expect(senderAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });

  it("reads what was typed as typed, and nothing else", () => {
    const form = new FormData();
    form.set("name", " Ana ");
    form.set("website", "trap");
    expect(readValues(form)).toEqual({ ...EMPTY_VALUES, name: " Ana " });
  });
});
