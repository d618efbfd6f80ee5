import { readFileSync } from "node:fs";
import path from "node:path";
import { cleanPastedDocument, transformPastedHTML } from "../paste-cleanup";

const fixture = (name: string) =>
  readFileSync(path.join(process.cwd(), "e2e/fixtures/paste", `${name}.html`), "utf8");

/** The cleaned HTML, parsed again to look into. */
function cleaned(name: string) {
  const html = transformPastedHTML(fixture(name));
  const body = new DOMParser().parseFromString(html, "text/html").body;
  return { html, body };
}

const texts = (body: HTMLElement, selector: string) =>
  Array.from(body.querySelectorAll(selector), (element) =>
    (element.textContent ?? "").replace(/\s+/g, " ").trim(),
  );

describe.each(["google-docs", "word"])("pasted from %s", (name) => {
  it("keeps no styles, classes, fonts, colours, spans or Office markup", () => {
    const { html, body } = cleaned(name);
    expect(body.querySelectorAll("span, font, [style], [class], [id], [lang]")).toHaveLength(0);
    expect(html).not.toMatch(/font-family|color:|mso-|<o:p|<!--|supportLists|<meta|<style/i);
  });
});

describe("Google Docs", () => {
  it("does not make everything bold because of its wrapper, and keeps the real bold and italic", () => {
    const { body } = cleaned("google-docs");
    expect(body.querySelector("b")).toBeNull();
    expect(texts(body, "strong")).toEqual(["eighteen CFD cases", "front fairing"]);
    expect(texts(body, "em")).toEqual(["first", "with brush seals"]);
  });

  it("keeps headings, links and lists, nesting the inner list in its item", () => {
    const { body } = cleaned("google-docs");
    expect(texts(body, "h2")).toEqual(["Reducing drag on the test rig"]);
    expect(texts(body, "h3")).toEqual(["What changed"]);
    expect(Array.from(body.querySelectorAll("a"), (a) => a.getAttribute("href"))).toEqual([
      "https://example.com/services/cfd",
      "mailto:lab@example.com",
    ]);
    expect(texts(body, "body > ul > li > p")).toEqual([
      "A smoother front fairing",
      "Sealed cable ports",
    ]);
    expect(texts(body, "ul > li > ul > li")).toEqual(["with brush seals"]);
    expect(texts(body, "ol > li")).toEqual([
      "Mesh the new geometry",
      "Compare with the tunnel data",
    ]);
  });

  it("drops the blank lines between blocks", () => {
    const { body } = cleaned("google-docs");
    expect(body.querySelectorAll(":scope > br")).toHaveLength(0);
  });
});

describe("Word", () => {
  it("turns the h1 into a level 2 heading and moves the others down one", () => {
    const { body } = cleaned("word");
    expect(body.querySelector("h1")).toBeNull();
    expect(texts(body, "h2")).toEqual(["Fatigue testing a welded bracket"]);
    expect(texts(body, "h3")).toEqual(["Set-up", "Steps"]);
  });

  it("makes real lists of its list paragraphs, without the typed bullets and numbers", () => {
    const { body } = cleaned("word");
    expect(texts(body, "body > ul > li")[0]).toBe("Servo-hydraulic actuator, 100 kN");
    expect(texts(body, "ul > li > ul > li")).toEqual(["read at 5 kHz"]);
    expect(texts(body, "ol > li")).toEqual(["Clamp the bracket", "Run the block programme"]);
    expect(body.textContent).not.toMatch(/·|\u00b7|^\s*o\s/m);
    expect(body.querySelectorAll("p")).toHaveLength(2);
  });

  it("keeps bold, italic and links, and drops bookmarks without an address", () => {
    const { body } = cleaned("word");
    expect(texts(body, "b")).toEqual(["two million cycles", "100 kN"]);
    expect(texts(body, "i")).toEqual(["room temperature", "read at 5 kHz"]);
    expect(Array.from(body.querySelectorAll("a"), (a) => a.getAttribute("href"))).toEqual([
      "https://example.com/services/testing",
      "/insights/fatigue",
    ]);
  });
});

it("leaves the editor's own copied HTML readable, with its slice and image markers", () => {
  const doc = new DOMParser().parseFromString(
    '<p data-pm-slice="1 1 []">Hi <strong>there</strong></p><figure data-media-id="m1"><img src="/a.webp" alt="A rig"><figcaption>Rig</figcaption></figure>',
    "text/html",
  );
  cleanPastedDocument(doc);
  expect(doc.body.innerHTML).toBe(
    '<p data-pm-slice="1 1 []">Hi <strong>there</strong></p><figure data-media-id="m1"><img src="/a.webp" alt="A rig"><figcaption>Rig</figcaption></figure>',
  );
});

it("keeps headings levels 2 to 4 when there is no h1, and makes deeper ones level 4", () => {
  const html = transformPastedHTML("<h2>A</h2><h3>B</h3><h5>C</h5>");
  expect(html).toBe("<h2>A</h2><h3>B</h3><h4>C</h4>");
});
