import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminActions } from "@/content/admin";
import { collectionsText as t } from "@/content/admin-collections";
import { previewText } from "@/content/preview";
import { collectionSpecs } from "@/lib/collections/specs";
import { formSections, LONG_FORM_FIELDS } from "@/lib/collections/form-sections";
import { IconPicker } from "../icon-picker";
import { ItemFormActions } from "../item-form-actions";

function renderActions(stageable: boolean, canPublish: boolean) {
  const onPublish = jest.fn();
  render(
    <form onSubmit={(event) => event.preventDefault()}>
      <ItemFormActions
        saving={false}
        mode="stage"
        stageable={stageable}
        canPublish={canPublish}
        removable={false}
        onPublish={onPublish}
        onStageRemoval={jest.fn()}
      />
    </form>,
  );
  const names = () => screen.getAllByRole("button").map((button) => button.textContent);
  return { onPublish, names };
}

describe("the item form's buttons", () => {
  it("stage by default for who may publish, with Publish now beside it and the line saying which does what", async () => {
    const { onPublish, names } = renderActions(true, true);
    expect(names()).toEqual([adminActions.stage, adminActions.publishNow]);
    const stage = screen.getByRole("button", { name: adminActions.stage });
    expect(stage).toHaveAttribute("type", "submit");
    expect(stage).toHaveAccessibleDescription(adminActions.explain.publisher);
    await userEvent.click(screen.getByRole("button", { name: adminActions.publishNow }));
    expect(onPublish).toHaveBeenCalledTimes(1);
  });

  it("offer an author Stage for review alone, saying an editor publishes", () => {
    const { names } = renderActions(true, false);
    expect(names()).toEqual([adminActions.stage]);
    expect(screen.getByText(adminActions.explain.author)).toBeInTheDocument();
  });

  it("only publish a list that cannot be staged, and tell an author it is not theirs", () => {
    const publisher = renderActions(false, true);
    expect(publisher.names()).toEqual([adminActions.publishNow]);
    expect(screen.getByRole("button", { name: adminActions.publishNow })).toHaveAttribute(
      "type",
      "submit",
    );
    expect(screen.getByText(adminActions.explain.liveOnly)).toBeInTheDocument();
  });

  it("tell an author a list that cannot be staged is for editors, with no button to press", () => {
    render(
      <ItemFormActions
        saving={false}
        mode="save"
        stageable={false}
        canPublish={false}
        removable={false}
        onPublish={jest.fn()}
        onStageRemoval={jest.fn()}
      />,
    );
    expect(screen.queryAllByRole("button")).toEqual([]);
    expect(screen.getByText(t.form.publishersOnly)).toBeInTheDocument();
  });

  it("use the same words as the on-page editor and never a bare Save", () => {
    expect(t.form.save).toBe(adminActions.publishNow);
    expect(t.staging.stage).toBe(adminActions.stage);
    expect(previewText.edit.save).toBe(adminActions.stage);
    const { names } = renderActions(true, true);
    expect(names()).not.toContain("Save");
  });
});

describe("the icon picker", () => {
  it("is a group of radios named by their icons, moved through with the arrow keys", async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    const { rerender } = render(<IconPicker id="card" value="" onChange={onChange} />);
    expect(screen.getByRole("group", { name: t.form.icon })).toBeInTheDocument();
    expect(screen.getByText(t.form.iconNone)).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: t.form.iconName("alert-circle") }));
    expect(onChange).toHaveBeenLastCalledWith("alert-circle");
    rerender(<IconPicker id="card" value="alert-circle" onChange={onChange} />);
    expect(screen.getByRole("radio", { name: "alert circle" })).toBeChecked();
    expect(screen.getByText(t.form.iconChosen("alert circle"))).toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    expect(onChange).toHaveBeenLastCalledWith("alert-triangle");
  });
});

describe("a long form's sections", () => {
  it("keeps a short form whole", () => {
    const short = collectionSpecs.faqs.fields;
    expect(short.length).toBeLessThanOrEqual(LONG_FORM_FIELDS);
    expect(formSections(short).map((section) => section.id)).toEqual(["details"]);
  });

  it("folds a long one into what it says, its pictures and its search settings, keeping every field once", () => {
    const fields = collectionSpecs.posts.fields;
    const sections = formSections(fields);
    expect(sections.map((section) => section.id)).toEqual(["details", "pictures", "search"]);
    expect(sections.flatMap((section) => section.fields).length).toBe(fields.length);
    expect(sections[2]!.fields.map((field) => field.name)).toEqual([
      "meta_title",
      "meta_description",
      "share_image_id",
      "noindex",
    ]);
  });
});
