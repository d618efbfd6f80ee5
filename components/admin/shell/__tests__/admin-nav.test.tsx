import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { goTo } from "../../__tests__/navigation-fake";
import { adminRooms } from "@/content/admin";
import { shellText } from "@/content/admin-shell";
import { AdminNav } from "../admin-nav.client";

jest.mock(
  "next/navigation",
  () => jest.requireActual("../../__tests__/navigation-fake").navigationFake,
);

const EDITOR = "editor" as const;

const renderNav = (path: string) => {
  goTo(path);
  return render(
    <AdminNav
      role={EDITOR}
      collections={["/admin/services"]}
      waiting={0}
      unread={{ initial: 0, session: null }}
      launchLeft={0}
    />,
  );
};

const menuButton = () => screen.getByRole("button", { name: /^Room:/ });

describe("AdminNav on phones", () => {
  it("names the room the editor is in on its button, a collection's screen as Collections", () => {
    renderNav("/admin/services");
    expect(menuButton()).toHaveTextContent(shellText.roomsMenu.open(adminRooms.collections));
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(
      screen.getByRole("link", { name: adminRooms.collections, hidden: true }),
    ).toHaveAttribute("aria-current", "page");
  });

  it("opens every room from the keyboard, and Escape closes it with the focus back on the button", async () => {
    const user = userEvent.setup();
    renderNav("/admin/staged");
    await user.tab();
    expect(menuButton()).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    const list = document.getElementById(menuButton().getAttribute("aria-controls")!)!;
    expect(list).toHaveClass("flex");
    for (const room of [
      adminRooms.overview,
      adminRooms.pages,
      adminRooms.inbox,
      adminRooms.security,
    ]) {
      expect(screen.getByRole("link", { name: room })).toBeInTheDocument();
    }
    // Authors' and admins' rooms follow the role: an editor has no Team.
    expect(screen.queryByRole("link", { name: adminRooms.team })).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole("link", { name: adminRooms.overview })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveFocus();
    expect(list).toHaveClass("hidden");
  });

  it("closes once a room is chosen", async () => {
    const user = userEvent.setup();
    renderNav("/admin");
    await user.click(menuButton());
    const link = screen.getByRole("link", { name: adminRooms.activity });
    link.addEventListener("click", (event) => event.preventDefault());
    await user.click(link);
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });
});
