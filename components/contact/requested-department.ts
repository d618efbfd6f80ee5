/**
 * Chooses the department a link asked for (`?department=`), unless the visitor already chose.
 *
 * The page is static, so the query is read after hydration rather than with useSearchParams:
 * that would make React client-render the form and replace the server's fields, losing anything
 * typed before the scripts arrived. An unknown department leaves the general option.
 */
export function chooseRequestedDepartment(
  select: HTMLSelectElement | null,
  departmentIds: readonly string[],
) {
  const requested = new URLSearchParams(window.location.search).get("department");
  if (!select || select.value !== "" || !requested) return;
  if (departmentIds.includes(requested)) select.value = requested;
}
