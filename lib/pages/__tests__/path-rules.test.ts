import { isFreePagePath, ownedPathProblem, pathOwner } from "../path-rules";

describe("a page's address", () => {
  it.each([
    "/privacy-policy",
    "/terms-of-service",
    "/legal/privacy",
    "/events/embedded-world-2027",
    "/a/b/c/d/e",
    "/about-us",
    "/servicesx",
    "/careers",
  ])("%s is free", (path) => {
    expect(isFreePagePath(path)).toBe(true);
    expect(ownedPathProblem(path)).toBeUndefined();
  });

  it.each([
    ["/", "the home page"],
    ["/about", "the About page"],
    ["/about/team", "the About page"],
    ["/services", "the Services pages"],
    ["/services/dft", "the Services pages"],
    ["/industries/automotive", "the Industries pages"],
    ["/contact", "the Contact page"],
    ["/locations", "the Locations page"],
    ["/insights/anything", "the Insights pages"],
    ["/search", "the Search page"],
    ["/admin/pages", "the admin"],
    ["/welcome", "the admin"],
    ["/login", "the sign-in page"],
    ["/api/health", "the site's programming interface"],
    ["/icons/x", "the site's own files"],
    ["/leadership/photo", "the site's own files"],
  ])("%s belongs to %s", (path, owner) => {
    expect(pathOwner(path)).toBe(owner);
    expect(isFreePagePath(path)).toBe(false);
    expect(ownedPathProblem(path)).toBe(`The address ${path} belongs to ${owner}: choose another.`);
  });

  it.each([
    "privacy",
    "/Privacy",
    "/privacy/",
    "/a//b",
    "/a--b",
    "/-a",
    "/a b",
    "/a/b/c/d/e/f",
    "/ünicode",
    "/a.html",
    `/${"a".repeat(120)}`,
  ])("%s is not an address a page can have", (path) => {
    expect(isFreePagePath(path)).toBe(false);
  });
});
