import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen, within } from "@testing-library/react";
import { leaders } from "@/content/about";
import { industries } from "@/content/industries";
import type { SiteImage } from "@/content/types";
import { blockCards } from "@/lib/blocks/block-cards";
import { type BlockData, NO_BLOCK_DATA } from "@/lib/blocks/block-data-types";
import { layoutDrawsTitle } from "@/lib/blocks/layout-title";
import type { Block, PageLayout } from "@/lib/blocks/types";
import { summary } from "@/lib/posts/__tests__/summaries";
import { doc, heading, image, MEDIA_ID, paragraph, text } from "@/lib/rich-text/__tests__/build";
import type { RichTextDocument } from "@/lib/rich-text/document";
import { services } from "@/lib/services/catalogue";
import { PageBlocks } from "../page-blocks";

// Next puts the site's image loader in place when it builds; Jest has to be told.
jest.mock("next/dist/shared/lib/image-loader", () =>
  jest.requireActual("@/lib/media/image-loader"),
);

const PHOTO_ID = "2b0c7f4e-1d3a-4e5b-8c9d-0e1f2a3b4c5d";

const libraryImage = (name: string, alt: string): SiteImage => ({
  src: `https://storage.example.com/storage/v1/object/public/site-media/${name}.jpg`,
  alt,
  width: 1600,
  height: 900,
  focalX: 0.5,
  focalY: 0.5,
});

const data: BlockData = {
  images: {
    [MEDIA_ID]: libraryImage("board", "A test board on the bench"),
    [PHOTO_ID]: libraryImage("lab", "The validation lab"),
  },
  cards: {},
  posts: {},
};

/** Renders a layout; stored layouts may hold anything, so the tests may pass anything too. */
function draw(layout: unknown[], blockData: BlockData = data) {
  return render(<PageBlocks layout={layout as PageLayout} data={blockData} />);
}

const rootOf = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLElement>(`[data-block-id="${id}"]`);

const hero: Block = {
  type: "hero",
  id: "hero",
  heading: "Silicon to software",
  text: "Engineering teams for chips, boards and code.",
  imageId: MEDIA_ID,
  action: { label: "See our services", href: "/services" },
};

const richText: Block = {
  type: "rich-text",
  id: "body",
  body: doc(
    heading(2, "Who we are"),
    paragraph(text("We design and verify chips.")),
    image({ mediaId: PHOTO_ID, alt: "", caption: "Our lab" }),
  ) as unknown as RichTextDocument,
};

describe("PageBlocks: the page's h1", () => {
  it("makes an opening hero the page's only h1, its picture loaded first", () => {
    draw([hero, richText]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Silicon to software");
    const picture = screen.getByRole("img", { name: "A test board on the bench" });
    expect(picture).not.toHaveAttribute("loading", "lazy");
    expect(picture).toHaveAttribute("fetchpriority", "high");
    expect(layoutDrawsTitle([hero, richText])).toBe(true);
  });

  it("draws a hero further down as an h2, its picture loaded lazily, and leaves the h1 to the page", () => {
    draw([richText, hero]);
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Silicon to software" })).toBeVisible();
    expect(screen.getByRole("img", { name: "A test board on the bench" })).toHaveAttribute(
      "loading",
      "lazy",
    );
    expect(layoutDrawsTitle([richText, hero])).toBe(false);
    expect(layoutDrawsTitle([])).toBe(false);
  });

  it("counts only blocks it draws: a hero after an unknown entry still opens the page", () => {
    const layout = [{ type: "video", id: "old", url: "https://example.com" }, hero];
    draw(layout);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Silicon to software");
    expect(layoutDrawsTitle(layout)).toBe(true);
  });
});

describe("PageBlocks: each block", () => {
  it("marks every block's root with its id and type for the on-page editor", () => {
    const layout: Block[] = [
      hero,
      richText,
      { type: "image", id: "picture", imageId: MEDIA_ID },
      { type: "figures", id: "numbers", figures: [{ figure: "40%", label: "shorter tests" }] },
      { type: "contact", id: "talk", heading: "Talk to us", department: "dft" },
    ];
    const { container } = draw(layout);
    for (const block of layout) {
      const root = rootOf(container, block.id);
      expect(root).not.toBeNull();
      expect(root).toHaveAttribute("data-block-type", block.type);
      expect(root!.parentElement).toBe(container);
    }
  });

  it("draws a hero's words and its button to a site path", () => {
    draw([hero]);
    expect(screen.getByText("Engineering teams for chips, boards and code.")).toBeVisible();
    expect(screen.getByRole("link", { name: "See our services" })).toHaveAttribute(
      "href",
      "/services",
    );
  });

  it("draws rich text with its headings and the library's pictures", () => {
    const { container } = draw([richText]);
    expect(screen.getByRole("heading", { level: 2, name: "Who we are" })).toBeVisible();
    expect(screen.getByText("We design and verify chips.")).toBeVisible();
    expect(screen.getByRole("img", { name: "The validation lab" })).toBeVisible();
    expect(container.querySelector("figcaption")).toHaveTextContent("Our lab");
  });

  it("draws an image with the library's alt text, its size and its caption", () => {
    const { container } = draw([
      { type: "image", id: "picture", imageId: MEDIA_ID, caption: "The board under test" },
    ]);
    const picture = screen.getByRole("img", { name: "A test board on the bench" });
    expect(picture).toHaveAttribute("width", "1600");
    expect(picture).toHaveAttribute("height", "900");
    expect(picture).toHaveAttribute("srcset", expect.stringContaining("site-media/board.jpg"));
    expect(container.querySelector("figure figcaption")).toHaveTextContent("The board under test");
  });

  it("leaves out an image block whose picture is gone from the library", () => {
    const { container } = draw([
      { type: "image", id: "gone", imageId: "99999999-9999-4999-8999-999999999999" },
    ]);
    expect(container).toBeEmptyDOMElement();
  });

  it("draws two columns with the picture on the chosen side, and the words alone without it", () => {
    const { container } = draw([
      {
        type: "two-columns",
        id: "beside",
        heading: "Our approach",
        text: "First we listen.\nThen we build.",
        imageId: PHOTO_ID,
        imageSide: "start",
      },
      {
        type: "two-columns",
        id: "alone",
        text: "Words without a picture.",
        imageId: "99999999-9999-4999-8999-999999999999",
        imageSide: "end",
      },
    ]);
    const beside = rootOf(container, "beside")!;
    expect(within(beside).getByRole("heading", { level: 2, name: "Our approach" })).toBeVisible();
    const picture = within(beside).getByRole("img", { name: "The validation lab" });
    expect(picture.parentElement).toHaveClass("lg:order-first");
    const alone = rootOf(container, "alone")!;
    expect(alone).toHaveTextContent("Words without a picture.");
    expect(within(alone).queryByRole("img")).toBeNull();
  });

  it("draws hand-written cards: h3 under the block's heading, a link only where one is safe", () => {
    draw([
      {
        type: "cards",
        id: "hand",
        source: "hand",
        heading: "Why us",
        cards: [
          { title: "Senior engineers", text: "Every team is led by one.", href: "/about" },
          { title: "No lock-in", text: "You own the code." },
          { title: "Refused", text: "A hostile address.", href: "javascript:alert(1)" },
        ],
      },
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "Why us" })).toBeVisible();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Senior engineers",
      "No lock-in",
      "Refused",
    ]);
    expect(screen.getByRole("link", { name: "Senior engineers" })).toHaveAttribute(
      "href",
      "/about",
    );
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("draws a collection's cards in the block's order, skipping ids whose item is gone", () => {
    const [first, second] = services;
    const lists = {
      services: [
        { ...first!, id: "service-1" },
        { ...second!, id: "service-2" },
      ],
      industries: [],
      leaders: [],
    };
    const block: Block = {
      type: "cards",
      id: "offer",
      source: "services",
      ids: ["service-2", "removed", "service-1"],
    };
    draw([block], { ...data, cards: { offer: blockCards(block, lists) } });
    // Without a heading of the block's own, each card is a part of the page.
    const titles = screen.getAllByRole("heading", { level: 2 });
    expect(titles.map((h) => h.textContent)).toEqual([second!.name, first!.name]);
    expect(screen.getByRole("link", { name: first!.name })).toHaveAttribute(
      "href",
      `/services/${first!.slug}`,
    );
  });

  it("draws industries with their drawings and leaders with their portraits", () => {
    const lists = {
      services: [],
      industries: [{ ...industries[0]!, id: "industry-1" }],
      leaders: [{ ...leaders[0]!, id: "leader-1" }],
    };
    const industryBlock: Block = {
      type: "cards",
      id: "fields",
      source: "industries",
      ids: ["industry-1"],
    };
    const leaderBlock: Block = { type: "cards", id: "team", source: "leaders", ids: ["leader-1"] };
    const { container } = draw([industryBlock, leaderBlock], {
      ...data,
      cards: { fields: blockCards(industryBlock, lists), team: blockCards(leaderBlock, lists) },
    });
    expect(screen.getByRole("link", { name: industries[0]!.name })).toHaveAttribute(
      "href",
      industries[0]!.path,
    );
    expect(rootOf(container, "fields")!.querySelector("svg use")).toHaveAttribute(
      "href",
      `/illustrations.svg#industry-${industries[0]!.slug}`,
    );
    expect(screen.getByRole("img", { name: leaders[0]!.imageAlt })).toHaveAttribute(
      "src",
      leaders[0]!.image,
    );
    expect(screen.getByRole("heading", { name: leaders[0]!.name })).toBeVisible();
  });

  it("draws nothing for a cards block with no card left, even one named like Object's own keys", () => {
    const { container } = draw(
      [
        { type: "cards", id: "empty", source: "services", ids: ["removed"] },
        { type: "cards", id: "constructor", source: "leaders", ids: ["removed"] },
      ],
      { ...data, cards: { empty: [] } },
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("draws a blank heading, text or caption as if it were absent", () => {
    const { container } = draw([
      {
        type: "questions",
        id: "faq",
        heading: " \u00a0",
        questions: [{ question: "Do you sign NDAs?", answer: "Yes." }],
      },
      { type: "image", id: "picture", imageId: MEDIA_ID, caption: "   " },
      { type: "contact", id: "talk", heading: "Talk to us", text: " ", department: "dft" },
    ]);
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["Talk to us"]);
    expect(rootOf(container, "faq")).not.toHaveAttribute("aria-labelledby");
    expect(container.querySelector("figcaption")).toBeNull();
    expect(rootOf(container, "talk")!.querySelectorAll("p")).toHaveLength(0);
  });

  it("draws figures as a list of terms, named when the block has no heading", () => {
    const { container } = draw([
      {
        type: "figures",
        id: "numbers",
        figures: [
          { figure: "40%", label: "shorter test time" },
          { figure: "12", label: "tape-outs a year" },
        ],
      },
    ]);
    expect(screen.getByRole("region", { name: "Key figures" })).toBeVisible();
    expect([...container.querySelectorAll("dd")].map((dd) => dd.textContent)).toEqual([
      "40%",
      "12",
    ]);
    expect(container.querySelector("dt")).toHaveTextContent("shorter test time");
  });

  it("draws questions as closed native disclosures, without a script", () => {
    const { container } = draw([
      {
        type: "questions",
        id: "faq",
        heading: "Questions",
        questions: [
          { question: "Do you sign NDAs?", answer: "Yes, before any technical talk." },
          { question: "Where are you?", answer: "Hyderabad." },
        ],
      },
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "Questions" })).toBeVisible();
    const disclosures = container.querySelectorAll("details");
    expect(disclosures).toHaveLength(2);
    expect(disclosures[0]).not.toHaveAttribute("open");
    expect(disclosures[0]!.querySelector("summary")).toHaveTextContent("Do you sign NDAs?");
    expect(disclosures[0]).toHaveTextContent("Yes, before any technical talk.");
    expect(container.querySelector("script, button")).toBeNull();
  });

  it("draws the latest posts as post cards, with the list they come from", () => {
    const posts = [summary(1), summary(2, { kind: "case-study" })];
    draw([{ type: "latest-posts", id: "news", heading: "From our engineers", count: 3 }], {
      ...data,
      posts: { news: { posts, listPath: "/insights/kind/case-studies" } },
    });
    expect(screen.getByRole("heading", { level: 2, name: "From our engineers" })).toBeVisible();
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Post 1" })).toHaveAttribute(
      "href",
      "/insights/post-1",
    );
    expect(screen.getByRole("link", { name: "See more insights" })).toHaveAttribute(
      "href",
      "/insights/kind/case-studies",
    );
  });

  it("draws nothing for latest posts while none matches", () => {
    const block: Block = { type: "latest-posts", id: "news", count: 3, industryId: "none" };
    expect(draw([block]).container).toBeEmptyDOMElement();
    expect(
      draw([block], { ...data, posts: { news: { posts: [], listPath: "/insights" } } }).container,
    ).toBeEmptyDOMElement();
  });

  it("draws a call to action whose outside link stays in the tab", () => {
    draw([
      {
        type: "call-to-action",
        id: "cta",
        heading: "Ready to start?",
        text: "Tell us about your chip.",
        action: { label: "Read the standard", href: "https://example.com/standard" },
      },
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "Ready to start?" })).toBeVisible();
    expect(screen.getByText("Tell us about your chip.")).toBeVisible();
    const link = screen.getByRole("link", { name: "Read the standard" });
    expect(link).toHaveAttribute("href", "https://example.com/standard");
    expect(link).not.toHaveAttribute("target");
    expect(link).not.toHaveAttribute("rel");
  });

  it("leaves out a button whose address the site would refuse", () => {
    draw([
      {
        type: "call-to-action",
        id: "cta",
        heading: "Ready?",
        action: { label: "Go", href: "//evil.example.com" },
      },
    ]);
    expect(screen.getByRole("heading", { name: "Ready?" })).toBeVisible();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("links a contact block to the form with its department chosen", () => {
    draw([
      {
        type: "contact",
        id: "talk",
        heading: "Questions about test?",
        text: "Our DFT team answers within a day.",
        department: "design-for-test",
      },
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "Questions about test?" })).toBeVisible();
    expect(screen.getByText("Our DFT team answers within a day.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact?department=design-for-test",
    );
  });
});

describe("PageBlocks: stored layouts it does not know", () => {
  it("draws nothing for an unknown type or an entry that is not a block", () => {
    const { container } = draw([
      { type: "video", id: "v1", url: "https://example.com/v.mp4" },
      { type: "hero", heading: "No id" },
      null,
      "text",
      42,
    ]);
    expect(container).toBeEmptyDOMElement();
  });

  it("draws the blocks it knows around one it does not", () => {
    const { container } = draw([
      { type: "carousel", id: "new", slides: [] },
      { type: "contact", id: "talk", heading: "Talk to us", department: "dft" },
    ]);
    expect(container.children).toHaveLength(1);
    expect(rootOf(container, "talk")).toHaveTextContent("Talk to us");
  });

  it("draws known blocks without data as far as they can", () => {
    const { container } = draw([hero], NO_BLOCK_DATA);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Silicon to software");
    expect(container.querySelector("img")).toBeNull();
  });
});

describe("the blocks' code", () => {
  it("ships no JavaScript of its own: every block is a server component", () => {
    const folder = join(__dirname, "..");
    const files = readdirSync(folder).filter((file) => file.endsWith(".tsx"));
    expect(files).toEqual(expect.arrayContaining(["page-blocks.tsx", "questions-block.tsx"]));
    for (const file of files) {
      const source = readFileSync(join(folder, file), "utf8");
      expect({ file, client: /^\s*["']use client["']/m.test(source) }).toEqual({
        file,
        client: false,
      });
    }
  });
});
