import { itemRef, markText, textRef } from "../marks";
import { collectMarks, elementRefs, LAYER_ATTRIBUTE, markedElement, markedElements } from "../scan";

const title = markText("Engineering Excellence", textRef("home.hero.title"));
const tagline = markText("We design silicon", textRef("home.hero.tagline"));
const LEADER = "0b9f4c1e-8d2a-4f7b-9c3e-5a6d7e8f9a0b";

function page(html: string) {
  document.head.innerHTML = "";
  document.body.innerHTML = html;
  return document.body;
}

describe("collectMarks", () => {
  it("takes the marks out of the words and tells each element which texts it shows", () => {
    const body = page(
      `<h1 id="t">${title}</h1><p id="p">${tagline} and ${title}</p><a href="/x"><span id="s">${title}</span></a>`,
    );
    expect(collectMarks(document.documentElement)).toBe(0);
    expect(body.querySelector("#t")!.textContent).toBe("Engineering Excellence");
    expect(body.querySelector("#p")!.textContent).toBe(
      "We design silicon and Engineering Excellence",
    );
    expect(elementRefs(body.querySelector("#t")!)).toEqual(["text:home.hero.title"]);
    expect(elementRefs(body.querySelector("#p")!)).toEqual([
      "text:home.hero.tagline",
      "text:home.hero.title",
    ]);
    expect(markedElements(body).map((element) => element.id)).toEqual(["t", "p", "s"]);
    expect(markedElement(body.querySelector("a"))).toBeNull();
    expect(markedElement(body.querySelector("#s")!.firstChild)).toBeNull();
    expect(markedElement(body.querySelector("#s"))?.id).toBe("s");
  });

  it("cleans attributes and the title without making them editable, and leaves scripts and drawings unmarked", () => {
    const body = page(
      `<a href="/x" title="${tagline}">x</a><script>var x = "${title}";</script><svg><title>${title}</title></svg><div ${LAYER_ATTRIBUTE}><p>${title}</p><img alt="${tagline}"></div>`,
    );
    document.title = markText("About us", textRef("about.meta-title"));
    collectMarks(document.documentElement);
    expect(document.title).toBe("About us");
    expect(body.querySelector("a")!.getAttribute("title")).toBe("We design silicon");
    expect(body.querySelector("img")!.getAttribute("alt")).toBe("We design silicon");
    expect(markedElements(body)).toEqual([]);
    // A script's text is not words on the page: it is left as it is.
    expect(body.querySelector("script")!.textContent).toContain(title);
    expect(body.querySelector("div")!.textContent).not.toMatch(/[\u2062\u2063]/);
    expect(body.querySelector("svg")!.textContent).not.toMatch(/[\u2062\u2063]/);
  });

  it("makes an image editable by what its alt names: the field that chose it, and its description", () => {
    const photo = markText(
      markText("Meera Iyer", itemRef("leaders", LEADER, "portrait_alt")),
      itemRef("leaders", LEADER, "portrait_id"),
    );
    const body = page(`<li><img id="i" alt="${photo}"><h3>Meera</h3></li>`);
    collectMarks(document.documentElement);
    const image = body.querySelector("#i")!;
    expect(image.getAttribute("alt")).toBe("Meera Iyer");
    expect(elementRefs(image)).toEqual([
      `item:leaders:${LEADER}:portrait_alt`,
      `item:leaders:${LEADER}:portrait_id`,
    ]);
    expect(markedElements(body)).toEqual([image]);
  });

  it("leaves a text to a later call until its element is ready, then marks it once", () => {
    // The page's data scripts carry marks too, but are never waited for.
    const body = page(`<h1 id="t">${title}</h1><script>self.data = "${title}";</script>`);
    const h1 = body.querySelector("#t")!;
    expect(collectMarks(document.documentElement, () => false)).toBe(1);
    expect(h1.textContent).toBe(title);
    expect(elementRefs(h1)).toEqual([]);
    expect(collectMarks(document.documentElement)).toBe(0);
    expect(collectMarks(document.documentElement)).toBe(0);
    expect(elementRefs(h1)).toEqual(["text:home.hero.title"]);
    expect(h1.textContent).toBe("Engineering Excellence");
  });
});
