/**
 * @jest-environment node
 */
import { redirect } from "next/navigation";
import { siteTextPages } from "@/lib/site-text/catalogue";
import PagesRoom from "../page";

jest.mock("next/navigation", () => ({
  redirect: jest.fn((to: string) => {
    throw new Error(`redirect ${to}`);
  }),
}));

const open = (text?: string | string[]) =>
  PagesRoom({ searchParams: Promise.resolve(text === undefined ? {} : { text }) });

describe("the Pages room's own address", () => {
  beforeEach(() => jest.mocked(redirect).mockClear());

  it("opens the first page's texts", async () => {
    await expect(open()).rejects.toThrow(`redirect /admin/pages/${siteTextPages[0]!.id}`);
  });

  it("opens a text's own page, searching for it, from a link that knows only its key", async () => {
    await expect(open("contact.hero.title")).rejects.toThrow(
      "redirect /admin/pages/contact?text=contact.hero.title",
    );
  });

  it("opens the first page, still searching, for a key no page uses", async () => {
    await expect(open("old.key")).rejects.toThrow(
      `redirect /admin/pages/${siteTextPages[0]!.id}?text=old.key`,
    );
  });
});
