import { render, screen, within } from "@testing-library/react";
import { launchText as t } from "@/content/admin-launch";
import type { LaunchLine } from "@/lib/launch/checks";
import { LaunchList } from "../launch-list";

jest.mock("server-only", () => ({}));

const lines: LaunchLine[] = [
  {
    key: "social",
    seen: t.social.seen([t.social.names.linkedin]),
    where: { label: t.social.where, href: "/" },
    fix: { label: t.social.fix, href: "/admin/settings#social-links-title" },
    adminsOnly: true,
  },
  {
    key: "pictures:services",
    seen: t.pictures.grouped("services", 2),
    where: { label: t.pictures.groupedWhere("services"), href: "/services" },
    fix: { label: t.pictures.groupedFix("services"), href: "/admin/services" },
    items: [
      { label: "Board Design (no picture)", href: "/admin/services/a#field-image_id" },
      {
        label: "ASIC Verification (no share image)",
        href: "/admin/services/b#field-share_image_id",
      },
    ],
  },
];

describe("LaunchList", () => {
  it("lists each line with where it shows and the link that fixes it", () => {
    render(<LaunchList lines={lines} admin={false} />);
    expect(screen.getByRole("heading", { name: t.listLabel })).toBeVisible();
    expect(screen.getByText(t.left(2))).toBeVisible();
    const [social, pictures] = screen
      .getAllByRole("listitem")
      .filter((item) => item.parentElement?.parentElement?.tagName === "SECTION");
    expect(within(social!).getByRole("link", { name: t.social.where })).toHaveAttribute(
      "href",
      "/",
    );
    expect(within(social!).getByRole("link", { name: t.social.fix })).toHaveAttribute(
      "href",
      "/admin/settings#social-links-title",
    );
    // An editor is told only admins can follow it.
    expect(within(social!).getByText(t.adminsOnly)).toBeVisible();
    expect(
      within(pictures!).getByRole("link", { name: "ASIC Verification (no share image)" }),
    ).toHaveAttribute("href", "/admin/services/b#field-share_image_id");
  });

  it("says nothing of admins to an admin", () => {
    render(<LaunchList lines={lines} admin />);
    expect(screen.queryByText(t.adminsOnly)).toBeNull();
  });

  it("says the site is ready when nothing is left", () => {
    render(<LaunchList lines={[]} admin />);
    expect(screen.getByRole("heading", { name: t.ready.title })).toBeVisible();
    expect(screen.queryByRole("list")).toBeNull();
  });
});
