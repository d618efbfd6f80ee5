import { departmentContactsWords } from "@/content/collections/department-contacts";
import type { DepartmentContact } from "@/content/types";
import type { CollectionDefinition } from "../definition";
import { SHORT_TEXT_MAX } from "../item-values";
import { onPage } from "../listed";
import { departmentContactFromRow } from "../page-items";

/** The contact page's addresses of the departments. */
export const departmentContacts = {
  table: "department_contacts",
  words: departmentContactsWords,
  nameField: "name",
  ordered: true,
  stageable: true,
  listed: onPage("/contact#departments-title", "email"),
  fields: [
    { name: "name", kind: "text", max: SHORT_TEXT_MAX },
    { name: "email", kind: "email" },
  ],
  site: {
    key: "departmentContacts",
    fromRow: departmentContactFromRow,
    defaults: async () => (await import("@/content/contact")).departmentContacts,
  },
} satisfies CollectionDefinition<
  "department_contacts",
  typeof departmentContactsWords,
  DepartmentContact
>;
