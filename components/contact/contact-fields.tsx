import type { Ref } from "react";
import type { DepartmentGroup } from "@/lib/services/departments";
import type { ContactField, ContactValues } from "@/lib/contact/message";
import type { ListedDepartment } from "./requested-department";
import type { SiteContent } from "@/lib/site-text/content";

export type ContactFormText = SiteContent["contact"]["form"];

export const fieldProblemText = "mt-1 text-sm font-medium text-red-700 dark:text-red-300";

const field =
  "mt-1.5 block w-full rounded-lg border border-input bg-background px-3 py-2.5 text-foreground placeholder:text-muted focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-red-600 dark:aria-invalid:border-red-400";
const label = "text-sm font-medium text-foreground";

/**
 * The form's column of fields. On wide screens the page's grid stretches the form's panel to the
 * height of the column beside it: the form fills the panel and the message box takes the height
 * left over, so no empty panel is left under the button. The box keeps its rows as its least.
 */
export const formStack = "space-y-5 lg:flex lg:flex-1 lg:flex-col";

export const submitButton =
  "inline-flex min-h-11 self-start items-center justify-center rounded-full bg-accent px-8 text-sm font-semibold text-accent-contrast hover:bg-accent-strong disabled:opacity-60";

interface ContactFieldsProps {
  text: ContactFormText;
  /** The select's departments, by practice. */
  departments: readonly DepartmentGroup[];
  /** One more, which a link asked for and the groups leave out. */
  requested?: ListedDepartment;
  departmentRef?: Ref<HTMLSelectElement>;
  /** What each field starts with; none when the form is blank. */
  values?: ContactValues;
  /** The most each field takes, when the form sends (the notice form leaves them unbounded). */
  limits?: Record<ContactField, number>;
  /** What is wrong with a field, in words, if anything. */
  problemOf?: (name: ContactField) => string | undefined;
}

/**
 * The 'Send us a Message' fields, the same in both of the form's modes: labels, required marks,
 * autocomplete hints, and what is wrong beside the field it is about.
 */
export function ContactFields({
  text,
  departments,
  requested,
  departmentRef,
  values,
  limits,
  problemOf = () => undefined,
}: ContactFieldsProps) {
  const control = (name: ContactField) => {
    const problem = problemOf(name);
    return {
      id: `contact-${name}`,
      name,
      defaultValue: values?.[name],
      className: field,
      "aria-invalid": problem ? true : undefined,
      "aria-describedby": problem ? `contact-${name}-problem` : undefined,
    };
  };
  const problemFor = (name: ContactField) => {
    const problem = problemOf(name);
    return problem ? (
      <p id={`contact-${name}-problem`} className={fieldProblemText}>
        {problem}
      </p>
    ) : null;
  };

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className={label}>
            {text.fields.name.label} *
          </label>
          <input
            {...control("name")}
            maxLength={limits?.name}
            required
            autoComplete={text.fields.name.autoComplete}
          />
          {problemFor("name")}
        </div>
        <div>
          <label htmlFor="contact-email" className={label}>
            {text.fields.email.label} *
          </label>
          <input
            {...control("email")}
            maxLength={limits?.email}
            type="email"
            required
            autoComplete={text.fields.email.autoComplete}
          />
          {problemFor("email")}
        </div>
        <div>
          <label htmlFor="contact-company" className={label}>
            {text.fields.company.label}{" "}
            <span className="font-normal text-muted">{text.fields.company.optionalNote}</span>
          </label>
          <input
            {...control("company")}
            maxLength={limits?.company}
            autoComplete={text.fields.company.autoComplete}
          />
          {problemFor("company")}
        </div>
        <div>
          <label htmlFor="contact-department" className={label}>
            {text.fields.department.label}
          </label>
          <select ref={departmentRef} {...control("department")}>
            <option value="">{text.fields.department.generalOption}</option>
            {departments.map((group) => (
              <optgroup key={group.practice} label={group.practice}>
                {group.departments.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
                {requested?.practice === group.practice && (
                  <option value={requested.id}>{requested.name}</option>
                )}
              </optgroup>
            ))}
          </select>
          {problemFor("department")}
        </div>
      </div>
      <div>
        <label htmlFor="contact-subject" className={label}>
          {text.fields.subject.label} *
        </label>
        <input {...control("subject")} maxLength={limits?.subject} required />
        {problemFor("subject")}
      </div>
      <div className="lg:flex lg:flex-1 lg:flex-col">
        <label htmlFor="contact-message" className={label}>
          {text.fields.message.label} *
        </label>
        <textarea
          {...control("message")}
          className={`${field} lg:grow`}
          maxLength={limits?.message}
          required
          rows={text.fields.message.rows}
        />
        {problemFor("message")}
      </div>
    </>
  );
}
