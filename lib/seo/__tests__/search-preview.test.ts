import type { SeoPreview } from "@/lib/collections/definition";
import { posts } from "@/lib/collections/registry/posts";
import { pageShareImages } from "@/lib/collections/registry/page-share-images";
import { services } from "@/lib/collections/registry/services";
import { searchPreview } from "../search-preview";

const postPreview: SeoPreview = posts.seoPreview;

describe("searchPreview", () => {
  it("shows the item's own search title and description when set", () => {
    const preview = searchPreview(
      postPreview,
      { title: "Post", summary: "Sum", meta_title: "Own title", meta_description: "Own words" },
      "/insights/post",
      null,
    );
    expect(preview).toMatchObject({
      title: "Own title",
      documentTitle: "Own title | Vertex Silicon Systems",
      description: "Own words",
      imageId: null,
    });
  });

  it("stands in the item's title and summary while those are empty", () => {
    const preview = searchPreview(
      postPreview,
      { title: "Post", summary: "Sum", meta_title: " ", meta_description: "" },
      "/insights/post",
      null,
    );
    expect(preview.title).toBe("Post");
    expect(preview.description).toBe("Sum");
  });

  it("stands in the site's texts for a page that is not an item, home company first", () => {
    const preview = searchPreview(
      pageShareImages.seoPreview,
      { path: "/", meta_title: "", meta_description: "" },
      "/",
      { title: "Engineering", description: "We engineer." },
    );
    expect(preview.documentTitle).toBe("Vertex Silicon Systems | Engineering");
    expect(preview.description).toBe("We engineer.");
  });

  it("cuts the result as search engines cut, and keeps the whole text for the card", () => {
    const description = "word ".repeat(50).trim();
    const preview = searchPreview(
      services.seoPreview,
      { title: "T", meta_title: "", meta_description: description },
      "/services/t",
      null,
    );
    expect(preview.description).toBe(description);
    expect(preview.resultDescription).toMatch(/…$/);
    expect([...preview.resultDescription].length).toBeLessThanOrEqual(160);
  });

  it("shows the first image set: the share image, else the picture", () => {
    const values = { title: "T", share_image_id: "", image_id: "picture" };
    expect(searchPreview(services.seoPreview, values, "/services/t", null).imageId).toBe("picture");
    expect(
      searchPreview(services.seoPreview, { ...values, share_image_id: "share" }, "/s", null)
        .imageId,
    ).toBe("share");
  });
});
