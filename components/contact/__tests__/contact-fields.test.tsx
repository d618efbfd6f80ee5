/** @jest-environment node */
import { renderToStaticMarkup } from "react-dom/server";
import { contact } from "@/content/contact";
import { departmentChoices } from "@/lib/services/departments";
import { ContactFields } from "../contact-fields";

const markup = renderToStaticMarkup(
  <ContactFields text={contact.form} departments={departmentChoices()} />,
);
const controls = [...markup.matchAll(/<(input|select|textarea)\b[^>]*>/g)].map((match) => match[0]);

describe("ContactFields", () => {
  it("edges every field with the input border, which keeps 3:1 against its background", () => {
    expect(controls).toHaveLength(6);
    for (const control of controls) {
      expect(control).toMatch(/class="[^"]*\bborder-input\b/);
      expect(control).not.toMatch(/class="[^"]*\bborder-border\b/);
    }
  });

  it("keeps the message box's five rows while it may grow to fill a tall panel", () => {
    const message = controls.find((control) => control.startsWith("<textarea"));
    expect(message).toContain(`rows="${contact.form.fields.message.rows}"`);
    expect(message).toMatch(/class="[^"]*\blg:grow\b/);
  });
});
