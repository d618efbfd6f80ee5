import { render, screen, within } from "@testing-library/react";
import { overviewText as t } from "@/content/admin-overview";
import type { WorkSummary as Work } from "@/lib/overview/read-work";
import { WorkSummary } from "../work-summary";

const work: Work = {
  staged: {
    value: [
      { who: "ann@x.test", count: 2 },
      { who: null, count: 1 },
    ],
  },
  scheduled: { value: { count: 1, next: { at: "2026-12-01T08:00:00Z", zone: "Europe/Berlin" } } },
  recent: {
    value: [
      {
        id: 9,
        actor_email: "bob@x.test",
        actor_kind: "user",
        changed_at: "2026-11-28T10:00:00Z",
        content_key: "home.hero.title",
        operation: "UPDATE",
      },
    ],
  },
  reviews: 2,
  inbox: 0,
  launch: 4,
};

const part = (id: string) => screen.getByTestId(id);
const linkIn = (id: string) => within(part(id)).getByRole("link");

describe("WorkSummary", () => {
  it("leads with each kind of work, each opening the room that handles it", () => {
    render(<WorkSummary work={work} />);
    expect(screen.getByRole("heading", { level: 2, name: t.title })).toBeInTheDocument();
    expect(part("work-staged")).toHaveTextContent(t.staged.count(3));
    expect(
      within(part("work-staged")).getByRole("list", { name: t.staged.byLabel }),
    ).toHaveTextContent(`${t.staged.by("ann@x.test", 2)}${t.staged.by(t.staged.unknown, 1)}`);
    expect(linkIn("work-staged")).toHaveAttribute("href", "/admin/staged");
    expect(part("work-reviews")).toHaveTextContent(t.reviews.count(2));
    expect(linkIn("work-reviews")).toHaveAttribute("href", "/admin/staged#review-title");
    expect(part("work-scheduled")).toHaveTextContent(t.scheduled.count(1));
    expect(part("work-scheduled")).toHaveTextContent("Europe/Berlin");
    expect(part("work-inbox")).toHaveTextContent(t.inbox.count(0));
    expect(linkIn("work-inbox")).toHaveAttribute("href", "/admin/inbox");
    expect(part("work-launch")).toHaveTextContent(t.launch.count(4));
    expect(linkIn("work-launch")).toHaveAttribute("href", "/admin/launch");
    expect(part("work-recent")).toHaveTextContent("home.hero.title");
    expect(part("work-recent")).toHaveTextContent("bob@x.test");
    expect(linkIn("work-recent")).toHaveAttribute("href", "/admin/activity");
  });

  it("shows an author only the parts they can act on", () => {
    render(
      <WorkSummary work={{ ...work, reviews: undefined, inbox: undefined, launch: undefined }} />,
    );
    for (const id of ["work-reviews", "work-inbox", "work-launch"]) {
      expect(screen.queryByTestId(id)).not.toBeInTheDocument();
    }
    expect(part("work-staged")).toBeInTheDocument();
  });

  it("says when there is nothing to do", () => {
    render(
      <WorkSummary
        work={{
          ...work,
          staged: { value: [] },
          scheduled: { value: { count: 0, next: null } },
          recent: { value: [] },
        }}
      />,
    );
    expect(part("work-staged")).toHaveTextContent(t.staged.none);
    expect(part("work-scheduled")).toHaveTextContent(t.scheduled.none);
    expect(part("work-recent")).toHaveTextContent(t.recent.none);
  });

  it("says why a part could not be read instead of a count that would mislead, and keeps its link", () => {
    render(<WorkSummary work={{ ...work, staged: { error: "permission denied" } }} />);
    expect(within(part("work-staged")).getByRole("alert")).toHaveTextContent(
      t.failed("permission denied"),
    );
    expect(linkIn("work-staged")).toHaveAttribute("href", "/admin/staged");
  });
});
