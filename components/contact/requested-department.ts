import type { Department } from "@/content/types";

/** A department the select may not list, with the practice whose group it belongs in. */
export type ListedDepartment = Department & { practice: string };

/** Every department, as app/(site)/contact/departments serves them. */
const DIRECTORY_PATH = "/contact/departments";

async function findDepartment(id: string): Promise<ListedDepartment | undefined> {
  try {
    const response = await fetch(DIRECTORY_PATH);
    if (!response.ok) return undefined;
    const directory: unknown = await response.json();
    return Array.isArray(directory)
      ? (directory as ListedDepartment[]).find((department) => department.id === id)
      : undefined;
  } catch {
    // Offline or a failed read: the general option stays, and the server still takes the
    // department from the page's address when the message is sent.
    return undefined;
  }
}

/**
 * Chooses the department a link asked for (`?department=`), unless the visitor already chose.
 * One the select leaves out (it lists each subcategory's first few) is looked up and handed to
 * `addOption`, which puts it in the select; then it is chosen.
 *
 * The page is static, so the query is read after hydration rather than with useSearchParams:
 * that would make React client-render the form and replace the server's fields, losing anything
 * typed before the scripts arrived. An unknown department leaves the general option.
 */
export async function chooseRequestedDepartment(
  select: HTMLSelectElement | null,
  addOption: (department: ListedDepartment) => Promise<void> | void,
) {
  const requested = new URLSearchParams(window.location.search).get("department");
  if (!select || select.value !== "" || !requested) return;
  const listed = Array.from(select.options).some((option) => option.value === requested);
  if (!listed) {
    const department = await findDepartment(requested);
    if (!department || select.value !== "") return;
    await addOption(department);
  }
  select.value = requested;
}

/** Puts a department in its practice's group of a select React does not render. */
export function appendOption(select: HTMLSelectElement, department: ListedDepartment) {
  const group = Array.from(select.querySelectorAll("optgroup")).find(
    (candidate) => candidate.label === department.practice,
  );
  (group ?? select).append(new Option(department.name, department.id));
}
