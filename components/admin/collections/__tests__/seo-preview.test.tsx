import { render, screen, waitFor } from "@testing-library/react";
import { adminSeoText } from "@/content/admin-seo";
import { company } from "@/content/company";
import { pageShareImages } from "@/lib/collections/registry/page-share-images";
import { posts } from "@/lib/collections/registry/posts";
import { SeoPreview } from "../seo-preview.client";
import { siteSearchTexts } from "../site-search-texts";

jest.mock("../site-search-texts", () => ({ siteSearchTexts: jest.fn() }));

const askedSiteTexts = jest.mocked(siteSearchTexts);
const suffix = ` | ${company.name}`;
const image = { id: "img", label: "Lab", alt: "The lab", thumbnail: "/thumb.png" };

function postValues(metaTitle: string, metaDescription = "") {
  return {
    title: "Chiplets in practice",
    summary: "How chiplets change test.",
    meta_title: metaTitle,
    meta_description: metaDescription,
    share_image_id: "",
    cover_image_id: "img",
  };
}

describe("SeoPreview", () => {
  it("shows the search result and the share card as the values stand, and follows them", () => {
    const { rerender } = render(
      <SeoPreview
        seo={posts.seoPreview}
        values={postValues("")}
        address="/insights/chiplets"
        images={[image]}
      />,
    );
    const preview = screen.getByRole("region", { name: adminSeoText.preview.title });
    expect(preview).toHaveTextContent(`Chiplets in practice${suffix}`);
    expect(preview).toHaveTextContent("How chiplets change test.");
    expect(preview).toHaveTextContent("› insights › chiplets");
    // The cover stands in for the share image the post does not have.
    expect(preview.querySelector("img")).toHaveAttribute("src", "/thumb.png");

    const typed = "An own search title for this post about chiplets";
    rerender(
      <SeoPreview
        seo={posts.seoPreview}
        values={postValues(typed, "d ".repeat(100))}
        address="/insights/chiplets"
        images={[image]}
      />,
    );
    const whole = `${typed}${suffix}`;
    expect(preview.querySelector('[data-seo-count="title"]')).toHaveTextContent(
      `${whole.length} characters, likely cut short (about 50–60 fit)`,
    );
    expect(preview.querySelector('[data-seo-count="description"]')).toHaveTextContent(
      "199 characters, likely cut short (about 120–160 fit)",
    );
    // The share card has the title without the site's name, the result the cut whole title.
    expect(preview).toHaveTextContent(typed);
    expect(preview.querySelector("[data-seo-result-description]")!.textContent).toMatch(/…$/);
  });

  it("says when search engines will choose the description, and shows the generated card", () => {
    render(
      <SeoPreview
        seo={posts.seoPreview}
        values={{ ...postValues(""), summary: "", cover_image_id: "" }}
        address="/insights/chiplets"
        images={[image]}
      />,
    );
    expect(screen.getByText(adminSeoText.preview.noDescription)).toBeVisible();
    expect(screen.getByText(adminSeoText.preview.generatedCard)).toBeVisible();
  });

  it("asks the server for a built-in page's usual texts and shows them while the fields are empty", async () => {
    askedSiteTexts.mockResolvedValue({ title: "About Us", description: "Who we are." });
    render(
      <SeoPreview
        seo={pageShareImages.seoPreview}
        values={{ path: "/about", meta_title: "", meta_description: "", image_id: "" }}
        address="/about"
        images={[]}
      />,
    );
    expect(askedSiteTexts).toHaveBeenCalledWith("/about");
    const preview = screen.getByRole("region", { name: adminSeoText.preview.title });
    await waitFor(() => expect(preview).toHaveTextContent(`About Us${suffix}`));
    expect(preview).toHaveTextContent("Who we are.");
  });
});
