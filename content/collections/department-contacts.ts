/** The words of the contact page's department contacts in /admin. */
export const departmentContactsWords = {
  item: "department contact",
  items: "department contacts",
  title: "Department contacts",
  fields: {
    name: { label: "Department" },
    email: { label: "Email" },
  },
};
