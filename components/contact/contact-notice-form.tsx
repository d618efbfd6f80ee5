import type { DepartmentGroup } from "@/lib/services/departments";
import { ContactFields, type ContactFormText, formStack, submitButton } from "./contact-fields";
import { NoticeOnSubmit } from "./notice-on-submit.client";

interface ContactNoticeFormProps {
  text: ContactFormText;
  departments: readonly DepartmentGroup[];
}

const FORM_ID = "contact-form";

/**
 * The 'Send us a Message' form as the specification has it (the default): the browser enforces
 * the required fields, and a valid submit shows the coming-soon notice. Server HTML with one
 * small script, none of the sending form's code.
 */
export function ContactNoticeForm({ text, departments }: ContactNoticeFormProps) {
  return (
    <form id={FORM_ID} aria-labelledby="contact-form-title" className={formStack}>
      <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-foreground">
        {text.title}
      </h2>
      <p className="text-sm text-muted">{text.requiredNote}</p>
      <ContactFields text={text} departments={departments} />
      <button type="submit" className={submitButton}>
        {text.submit}
      </button>
      <NoticeOnSubmit formId={FORM_ID} />
    </form>
  );
}
