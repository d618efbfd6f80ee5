import { render, screen, within } from "@testing-library/react";
import type { SiteImages } from "@/lib/media/site-images";
import { hostileDocuments } from "@/lib/rich-text/__tests__/hostile-documents";
import {
  doc,
  heading,
  image,
  link,
  MEDIA_ID,
  paragraph,
  text,
} from "@/lib/rich-text/__tests__/build";
import { everyNode } from "@/lib/rich-text/__tests__/valid-documents";
import { headingOutline } from "@/lib/rich-text/outline";
import { RichText } from "../rich-text";
import { TableOfContents } from "../table-of-contents";

// Next puts the site's image loader in place when it builds; Jest has to be told.
jest.mock("next/dist/shared/lib/image-loader", () =>
  jest.requireActual("@/lib/media/image-loader"),
);

const images: SiteImages = new Map([
  [
    MEDIA_ID,
    {
      src: "https://storage.example.com/storage/v1/object/public/media/board.jpg",
      alt: "Library alt text",
      width: 1600,
      height: 900,
      focalX: 0.5,
      focalY: 0.5,
    },
  ],
]);

const noImages: SiteImages = new Map();

describe("RichText", () => {
  it("renders every node the body may hold", () => {
    const { container } = render(<RichText document={everyNode} images={images} />);
    expect(screen.getByRole("heading", { level: 2, name: "Design for test" })).toHaveAttribute(
      "id",
      "design-for-test",
    );
    expect(screen.getByRole("heading", { level: 3, name: "Scan chains" })).toHaveAttribute(
      "id",
      "scan-chains",
    );
    expect(container.querySelector("strong")).toHaveTextContent("bold");
    expect(container.querySelector("em")).toHaveTextContent("italic");
    expect(container.querySelector("p code")).toHaveTextContent("code");
    expect(container.querySelector("br")).not.toBeNull();
    expect(container.querySelector("ol")).toHaveAttribute("start", "3");
    expect(container.querySelector("ol ul li")).toHaveTextContent("Inner");
    expect(container.querySelector("blockquote")).toHaveTextContent("Quoted");
    expect(container.querySelector("pre > code")).toHaveTextContent("const a = 1; const b = 2;", {
      normalizeWhitespace: true,
    });
    expect(container.querySelector("hr")).not.toBeNull();
    expect(container.querySelector("[dangerouslySetInnerHTML]")).toBeNull();
  });

  it("renders text that looks like markup as text", () => {
    const { container } = render(<RichText document={everyNode} images={images} />);
    expect(container.querySelector("script")).toBeNull();
    expect(screen.getByText("Quoted <script>alert(1)</script>")).toBeInTheDocument();
  });

  it("gives each heading a link to itself, named for screen readers", () => {
    render(<RichText document={doc(heading(2, "Notes"), heading(2, "Notes"))} images={noImages} />);
    const anchors = screen.getAllByRole("link", { name: "Link to this section: Notes" });
    expect(anchors.map((anchor) => anchor.getAttribute("href"))).toEqual(["#notes", "#notes-2"]);
    expect(anchors[0]).toHaveTextContent("#");
    expect(screen.getAllByRole("heading").map((h) => h.id)).toEqual(["notes", "notes-2"]);
  });

  it("marks outside links noopener, keeps them in the tab, and leaves site links alone", () => {
    render(<RichText document={everyNode} images={images} />);
    const outside = screen.getByRole("link", { name: "a link" });
    expect(outside).toHaveAttribute("href", "https://example.com/a?b=1#c");
    expect(outside).toHaveAttribute("rel", "noopener noreferrer");
    expect(outside).not.toHaveAttribute("target");
    expect(screen.getByRole("link", { name: "or see" })).toHaveAttribute("href", "/services/dft");
    expect(screen.getByRole("link", { name: "or see" })).not.toHaveAttribute("rel");
  });

  it("lets no refused address reach the page", () => {
    for (const { body } of hostileDocuments) {
      const { container, unmount } = render(<RichText document={body} images={images} />);
      for (const anchor of container.querySelectorAll("a")) {
        expect(anchor.getAttribute("href")).toMatch(/^(#|\/(?![/\\])|https?:\/\/|mailto:|tel:)/);
      }
      for (const element of container.querySelectorAll("*")) {
        expect(["script", "iframe", "style", "object", "embed"]).not.toContain(element.localName);
        for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/);
      }
      expect(container.innerHTML).not.toMatch(/javascript:|vbscript:|data:text/i);
      unmount();
    }
  });

  it("keeps the text of a refused link without the link", () => {
    render(
      <RichText
        document={doc(paragraph(text("Click", [link("javascript:alert(1)")])))}
        images={noImages}
      />,
    );
    expect(screen.getByText("Click")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("drops unknown nodes with what is in them", () => {
    const body = doc(
      { type: "script", content: [text("alert(1)")] },
      { type: "iframe" },
      paragraph(text("Shown")),
    );
    const { container } = render(<RichText document={body} images={noImages} />);
    expect(container).toHaveTextContent(/^Shown$/);
  });

  it("renders a table with a head, row headers, spans and a frame that scrolls by keyboard", () => {
    render(<RichText document={everyNode} images={images} />);
    const frame = screen.getByRole("region", { name: "Table 1" });
    expect(frame).toHaveAttribute("tabindex", "0");
    const table = within(frame).getByRole("table");
    const columns = within(table).getAllByRole("columnheader");
    expect(columns.map((th) => th.textContent)).toEqual(["Chip", "Coverage"]);
    expect(columns[0]).toHaveAttribute("scope", "col");
    expect(table.querySelector("thead tr")).not.toBeNull();
    expect(table.querySelectorAll("tbody tr")).toHaveLength(2);
    expect(within(table).getByRole("cell", { name: "99%" })).toHaveAttribute("rowspan", "2");
  });

  it("shows library images in a figure, with the body's alt text and its caption", () => {
    const { container } = render(<RichText document={everyNode} images={images} />);
    const figures = container.querySelectorAll("figure");
    expect(figures).toHaveLength(2);
    expect(within(figures[0] as HTMLElement).getByRole("img")).toHaveAttribute(
      "alt",
      "A test board",
    );
    expect(figures[0]!.querySelector("figcaption")).toHaveTextContent("The board under test");
    expect(figures[1]!.querySelector("figcaption")).toBeNull();
    expect(within(figures[0] as HTMLElement).getByRole("img")).toHaveAttribute(
      "sizes",
      expect.stringContaining("720px"),
    );
  });

  it("leaves out an image that is not in the library, and falls back to the library's alt text", () => {
    const { container } = render(<RichText document={everyNode} images={noImages} />);
    expect(container.querySelector("figure")).toBeNull();
    render(<RichText document={doc(image({ mediaId: MEDIA_ID, alt: "" }))} images={images} />);
    expect(screen.getByRole("img")).toHaveAttribute("alt", "Library alt text");
  });

  it("renders the empty document for anything that is not one", () => {
    const { container } = render(
      <RichText document={"<script>alert(1)</script>"} images={noImages} />,
    );
    expect(container.querySelector("p")).toBeEmptyDOMElement();
  });
});

describe("TableOfContents", () => {
  it("links to each heading by the id the body gives it", () => {
    const headings = headingOutline(everyNode);
    render(
      <>
        <TableOfContents headings={headings} />
        <RichText document={everyNode} images={images} />
      </>,
    );
    const nav = screen.getByRole("navigation", { name: "Contents" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "#design-for-test",
      "#scan-chains",
      "#results",
    ]);
    for (const a of links)
      expect(document.getElementById(a.getAttribute("href")!.slice(1))).not.toBeNull();
  });
});
