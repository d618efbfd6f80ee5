import { render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { described, Field } from "../field";

/** A field round a plain text box, with whatever the test gives it. */
const renderField = (props: Omit<ComponentProps<typeof Field>, "id" | "label" | "children">) =>
  render(
    <Field id="name" label="Name" {...props}>
      {(control) => <input {...control} />}
    </Field>,
  );
const box = () => screen.getByRole("textbox");

it("ties the label to the control, which keeps its own attributes", () => {
  render(
    <Field id="email" label="Email address">
      {(control) => <input {...control} name="email" type="email" required maxLength={80} />}
    </Field>,
  );
  const input = screen.getByLabelText("Email address");
  expect(input).toBe(box());
  expect(input).toHaveAttribute("id", "email");
  expect(input).toHaveAttribute("name", "email");
  expect(input).toHaveAttribute("type", "email");
  expect(input).toBeRequired();
  expect(input).toHaveAttribute("maxLength", "80");
  expect(input).not.toHaveAttribute("aria-describedby");
  expect(input).not.toHaveAttribute("aria-invalid");
});

it("describes the control by its hint alone while there is no error", () => {
  renderField({ hint: "At least 12 characters." });
  expect(box()).toHaveAttribute("aria-describedby", "name-hint");
  expect(box()).toHaveAccessibleDescription("At least 12 characters.");
  expect(box()).not.toHaveAttribute("aria-invalid");
});

it("reads the hint, then notes outside the field, then the error, and marks the control invalid", () => {
  render(
    <>
      <Field id="title" label="Title" hint="Shown in bold." describedBy="count" error="Too long.">
        {(control) => <textarea {...control} />}
      </Field>
      <p id="count">82 of 80</p>
    </>,
  );
  expect(box()).toHaveAttribute("aria-describedby", "title-hint count title-error");
  expect(box()).toHaveAccessibleDescription("Shown in bold. 82 of 80 Too long.");
  expect(box()).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByText("Too long.")).toHaveAttribute("id", "title-error");
});

it("leaves out an empty hint or error, both from the page and from the description", () => {
  const { container } = renderField({ hint: "", error: false });
  expect(box()).not.toHaveAttribute("aria-describedby");
  expect(box()).not.toHaveAttribute("aria-invalid");
  expect(container.querySelectorAll("p")).toHaveLength(0);
});

it("describes a control by its error alone, with no hint", () => {
  renderField({ error: "Give a name." });
  expect(box()).toHaveAttribute("aria-describedby", "name-error");
  expect(box()).toHaveAccessibleDescription("Give a name.");
  expect(box()).toHaveAttribute("aria-invalid", "true");
});

it("marks the control invalid for a message shown elsewhere only when told", () => {
  const { unmount } = renderField({ describedBy: "message" });
  expect(box()).toHaveAttribute("aria-describedby", "message");
  expect(box()).not.toHaveAttribute("aria-invalid");
  unmount();
  renderField({ describedBy: "message", invalid: true });
  expect(box()).toHaveAttribute("aria-invalid", "true");
});

it("puts the hint above the control or under it, and the error last", () => {
  const order = (hintAbove: boolean) => {
    const { container, unmount } = renderField({ hint: "Yours.", hintAbove, error: "Needed." });
    const parts = [...container.firstElementChild!.children].map((part) => part.tagName);
    unmount();
    return parts;
  };
  expect(order(true)).toEqual(["LABEL", "P", "INPUT", "P"]);
  expect(order(false)).toEqual(["LABEL", "INPUT", "P", "P"]);
});

it("lists the ids given, in order, and nothing when none applies", () => {
  expect(described("a", false, undefined, "b")).toBe("a b");
  expect(described(false, undefined)).toBeUndefined();
});
