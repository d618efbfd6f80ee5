import { render, screen } from "@testing-library/react";
import { collectionSpecs } from "@/lib/collections/specs";
import { NO_CHOICES } from "@/lib/collections/field-choices";
import { loadFieldChoices } from "@/lib/collections/load-field-choices";
import { fakeEditor } from "@/lib/collections/__tests__/fake-client";
import { FieldControl } from "../../collections/field-control";

jest.mock("@/lib/toast", () => ({ showToast: jest.fn() }));

const pages = collectionSpecs.pages;
const layoutField = pages.fields.find((field) => field.kind === "blocks")!;

it("renders a blocks field as the block editor in an item's form", () => {
  render(
    <FieldControl
      field={layoutField}
      values={{ layout: JSON.stringify([{ type: "hero", id: "a", heading: "Welcome" }]) }}
      error={undefined}
      following={false}
      isNew={false}
      onChange={jest.fn()}
      choices={NO_CHOICES}
      draftKey="pages:1:layout"
    />,
  );
  expect(screen.getByRole("region", { name: layoutField.label })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: /^1\. Hero Welcome/ })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Add block" })).toBeInTheDocument();
});

describe("what a page's form offers its blocks", () => {
  const service = (n: number, department: string) => ({
    id: `5f0c6a57-2b49-4f1e-9a0c-3d1a1f1a1a0${n}`,
    slug: `service-${n}`,
    name: `Service ${n}`,
    department_id: department,
  });
  // Every read of a table gets the same rows, whichever read asks first.
  const rows = [service(1, "chip-design"), service(2, "verification"), service(3, "chip-design")];
  const three = (data: unknown) => [{ data }, { data }, { data }];

  it("loads images, links, the collections' items and the services' departments", async () => {
    const editor = fakeEditor("pages", {
      media: [{ data: [] }],
      services: three(rows),
      industries: three([
        { id: "5f0c6a57-2b49-4f1e-9a0c-3d1a1f1a1b01", slug: "auto", name: "Automotive" },
      ]),
      leaders: [{ data: [{ id: "5f0c6a57-2b49-4f1e-9a0c-3d1a1f1a1c01", name: "Ada" }] }],
      posts: [{ data: [{ slug: "hello", title: "Hello" }] }],
    });
    const choices = await loadFieldChoices(editor.supabase, pages);
    if ("error" in choices) throw new Error(choices.error.message);
    // One department a service, named after the first service of it.
    expect(choices.departments).toEqual([
      { value: "chip-design", label: "Service 1" },
      { value: "verification", label: "Service 2" },
    ]);
    expect(choices.references.services).toHaveLength(3);
    expect(choices.references.industries).toEqual([
      { value: "5f0c6a57-2b49-4f1e-9a0c-3d1a1f1a1b01", label: "Automotive" },
    ]);
    expect(choices.references.leaders).toEqual([
      { value: "5f0c6a57-2b49-4f1e-9a0c-3d1a1f1a1c01", label: "Ada" },
    ]);
    expect(choices.links).toEqual(
      expect.arrayContaining([
        { value: "/services/service-1", label: "Service 1" },
        { value: "/industries/auto", label: "Automotive" },
        { value: "/insights/hello", label: "Hello" },
      ]),
    );
    expect(editor.queries.some((query) => query.table === "media")).toBe(true);
  });

  it("says why when a read fails", async () => {
    const editor = fakeEditor("pages", {
      media: [{ data: [] }],
      services: [
        { error: { message: "permission denied", code: "42501" } },
        { error: { message: "permission denied", code: "42501" } },
        { error: { message: "permission denied", code: "42501" } },
      ],
      industries: three([]),
      leaders: [{ data: [] }],
      posts: [{ data: [] }],
    });
    expect(await loadFieldChoices(editor.supabase, pages)).toEqual({
      error: expect.objectContaining({ message: "permission denied" }),
    });
  });

  it("reads no departments for a collection without blocks", async () => {
    const editor = fakeEditor("faqs", {});
    const choices = await loadFieldChoices(editor.supabase, collectionSpecs.faqs);
    expect(choices).toEqual({ images: [], links: [], departments: [], references: {} });
    expect(editor.queries).toEqual([]);
  });
});
