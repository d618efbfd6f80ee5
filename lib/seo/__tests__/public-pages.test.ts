/** @jest-environment node */
import { about } from "@/content/about";
import { contact } from "@/content/contact";
import { home } from "@/content/home";
import { industryPageLabels } from "@/content/industries-page";
import { industriesOverview } from "@/content/industries";
import { insightsPage } from "@/content/insights";
import { locations } from "@/content/locations";
import { servicesPage } from "@/content/services-page";
import type { EditorClient } from "@/lib/auth/editor-client";
import { loadSeoPages } from "../public-pages";

jest.mock("server-only", () => ({}));

type Answer = { data: Record<string, unknown>[] } | { error: { message: string } };

/** A client whose every read of `table` answers `answers[table]` (no rows when not given). */
function fakeClient(answers: Record<string, Answer>): EditorClient {
  const from = (table: string) => {
    const answer = answers[table] ?? { data: [] };
    const result =
      "error" in answer
        ? { data: null, error: answer.error, count: null }
        : { data: answer.data, error: null, count: answer.data.length };
    const builder: object = new Proxy(
      {},
      {
        get: (_, name) =>
          name === "then" ? (resolve: (value: unknown) => void) => resolve(result) : () => builder,
      },
    );
    return builder;
  };
  // Only the reads of loadSeoPages are faked; nothing else of the client is reached.
  return { from } as unknown as EditorClient;
}

const texts = {
  home,
  about,
  servicesPage,
  industriesOverview,
  industryPageLabels,
  contact,
  locations,
};

const ROW_ID = "00000000-0000-4000-8000-000000000001";

describe("loadSeoPages", () => {
  it("gives a fresh project's built-in pages their usual texts and a form to create settings on their path", async () => {
    const loaded = await loadSeoPages(fakeClient({}), texts);
    if ("error" in loaded) throw new Error(loaded.error.message);
    const aboutPage = loaded.pages.find((page) => page.path === "/about");
    expect(aboutPage).toEqual({
      kind: "built-in",
      name: "About",
      path: "/about",
      title: about.metaTitle,
      description: about.metaDescription,
      ownTitle: false,
      ownDescription: false,
      noindex: false,
      fixHref: "/admin/page-share-images/new?path=%2Fabout",
    });
    expect(loaded.pages.map((page) => page.path)).toEqual([
      "/",
      "/about",
      "/services",
      "/industries",
      "/contact",
      "/locations",
    ]);
  });

  it("lists /insights, with the form of its settings, once a post is published", async () => {
    const post = {
      id: "p1",
      slug: "news",
      title: "News",
      summary: "Sum.",
      meta_title: null,
      meta_description: null,
      noindex: false,
    };
    const loaded = await loadSeoPages(
      fakeClient({
        posts: { data: [post] },
        page_share_images: {
          data: [
            {
              id: ROW_ID,
              path: "/insights",
              meta_title: null,
              meta_description: "Our work.",
              noindex: false,
            },
          ],
        },
      }),
      texts,
    );
    if ("error" in loaded) throw new Error(loaded.error.message);
    expect(loaded.pages.find((page) => page.path === "/insights")).toEqual({
      kind: "built-in",
      name: "Case studies & insights",
      path: "/insights",
      title: insightsPage.title,
      description: "Our work.",
      ownTitle: false,
      ownDescription: true,
      noindex: false,
      fixHref: `/admin/page-share-images/${ROW_ID}`,
    });
  });

  it("takes editors' settings and search titles over the usual texts, with each item's own form", async () => {
    const loaded = await loadSeoPages(
      fakeClient({
        page_share_images: {
          data: [
            {
              id: ROW_ID,
              path: "/contact",
              meta_title: "Write to us",
              meta_description: null,
              noindex: true,
            },
          ],
        },
        services: {
          data: [
            {
              id: "s1",
              slug: "dft",
              name: "DFT",
              title: "DFT Services",
              meta_title: null,
              meta_description: "Scan.",
            },
          ],
        },
        industries: {
          data: [
            {
              id: "i1",
              slug: "bfsi",
              name: "BFSI",
              title: "Banking",
              meta_title: "Bank chips",
              meta_description: "Money.",
            },
          ],
        },
        posts: {
          data: [
            {
              id: "p1",
              slug: "news",
              title: "News",
              summary: "Sum.",
              meta_title: null,
              meta_description: "Own.",
              noindex: false,
            },
          ],
        },
        pages: {
          data: [
            {
              id: "g1",
              path: "/privacy",
              title: "Privacy",
              noindex: false,
              footer_group: "legal",
              meta_title: null,
              meta_description: null,
              layout: [{ id: "h", type: "hero", heading: "Privacy", text: "We keep little." }],
            },
          ],
        },
      }),
      texts,
    );
    if ("error" in loaded) throw new Error(loaded.error.message);
    const byPath = new Map(loaded.pages.map((page) => [page.path, page]));
    expect(byPath.get("/contact")).toMatchObject({
      title: "Write to us",
      ownTitle: true,
      description: contact.metaDescription,
      ownDescription: false,
      noindex: true,
      fixHref: `/admin/page-share-images/${ROW_ID}`,
    });
    expect(byPath.get("/services/dft")).toMatchObject({
      kind: "service",
      title: "DFT Services",
      ownTitle: false,
      description: "Scan.",
      fixHref: "/admin/services/s1",
    });
    expect(byPath.get("/industries/bfsi")).toMatchObject({ title: "Bank chips", ownTitle: true });
    expect(byPath.get("/insights/news")).toMatchObject({
      kind: "post",
      title: "News",
      description: "Own.",
      ownDescription: true,
      fixHref: "/admin/posts/p1",
    });
    expect(byPath.get("/privacy")).toMatchObject({
      kind: "page",
      description: "We keep little.",
      ownDescription: false,
      fixHref: "/admin/built-pages/g1",
    });
  });

  it("says when a list cannot be read rather than leaving its pages out", async () => {
    const loaded = await loadSeoPages(fakeClient({ posts: { error: { message: "gone" } } }), texts);
    expect(loaded).toEqual({ error: { message: "gone" } });
  });
});
