import { linkProblem, safeHref } from "../links";

const refused = [
  "javascript:alert(1)",
  "JAVASCRIPT:alert(1)",
  "JaVaScRiPt:alert(1)",
  "  javascript:alert(1)",
  "\tjavascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "java\rscript:alert(1)",
  "\u200bjavascript:alert(1)",
  "\ufeffjavascript:alert(1)",
  "javascript&#58;alert(1)",
  "javascript&colon;alert(1)",
  "&#106;avascript:alert(1)",
  "&#x6A;avascript:alert(1)",
  "javascript://%0aalert(1)",
  "data:text/html;base64,PHNjcmlwdD4=",
  "DATA:text/html,<script>alert(1)</script>",
  "data:image/svg+xml,<svg onload=alert(1)>",
  "vbscript:msgbox(1)",
  "VBScript:msgbox(1)",
  "file:///etc/passwd",
  "ftp://files.example.com/",
  "blob:https://example.com/uuid",
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "https:evil.example",
  "https:/evil.example",
  "http://",
  "https://",
  "https://.example.com",
  "https://user:pass@evil.example",
  "https://www.example.com@evil.example",
  "https://exa mple.com",
  "https://example.com/a b",
  'https://example.com/" onmouseover="alert(1)',
  "https://example.com/<script>",
  "https://example.com/\u2028",
  "https://exаmple.com",
  " https://example.com",
  "https://example.com ",
  "mailto:",
  "mailto:@example.com",
  "mailto:a@",
  "mailto:a@example.com?body=<script>",
  "tel:",
  "tel:javascript:alert(1)",
  "tel:+1<script>",
  "#",
  "#<script>",
  "# x",
  "example.com",
  "www.example.com",
  "about:blank",
  "chrome://settings",
  "intent://scan/#Intent;scheme=zxing;end",
  "",
  " ",
  "/path\nnext",
  "/&#47;evil.example",
];

const allowed = [
  "https://example.com",
  "http://example.com",
  "HTTPS://EXAMPLE.COM/Path",
  "https://sub.example.co.uk:8443/a/b?c=d&e=f#g",
  "https://example.com/search?q=a+b%20c",
  "https://localhost",
  "https://xn--bcher-kva.example/",
  "mailto:info@example.com",
  "mailto:first.last+tag@example.co.uk?subject=Hello%20there",
  "MAILTO:INFO@EXAMPLE.COM",
  "tel:+44 (0)20 7946-0000",
  "tel:123",
  "/",
  "/services/dft",
  "/services/dft?tab=1#results",
  "/#contact",
  "#results",
  "#section-2",
];

describe("linkProblem", () => {
  it.each(refused)("refuses %j", (href) => {
    const problem = linkProblem(href);
    expect(problem).not.toBeNull();
    expect(problem).toContain("https://");
    expect(safeHref(href)).toBeNull();
  });

  it.each(allowed)("allows %j", (href) => {
    expect(linkProblem(href)).toBeNull();
    expect(safeHref(href)).toBe(href);
  });

  it("names the refused address, quoted so hidden characters show", () => {
    expect(linkProblem("java\tscript:alert(1)")).toMatch(
      /^The link "java\\tscript:alert\(1\)" cannot/,
    );
  });

  it("cuts a long address in its message", () => {
    const problem = linkProblem(`javascript:${"a".repeat(500)}`)!;
    expect(problem).toContain(`"javascript:${"a".repeat(89)}…"`);
    expect(problem.length).toBeLessThan(400);
  });

  it("says an empty link has no address", () => {
    expect(linkProblem("")).toMatch(/^A link has no address/);
  });

  it("gives no address for anything that is not a string", () => {
    expect(safeHref(undefined)).toBeNull();
    expect(safeHref(42)).toBeNull();
    expect(safeHref({ href: "/" })).toBeNull();
  });
});
