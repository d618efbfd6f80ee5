import { serviceGroups } from "@/content/services";
import type { Department, Service, ServiceGroup } from "@/content/types";
import { services } from "./catalogue";
import { previewOf, servicesBySubcategory } from "./subcategories";

/** Departments a visitor can pick on /contact, one per service, named after it. */
export function departmentsOf(list: readonly Service[]): Department[] {
  return list.map((service) => ({ id: service.department, name: service.name }));
}

/** A practice's departments, as the contact form's Department select groups them. */
export interface DepartmentGroup {
  practice: string;
  departments: readonly Department[];
}

/**
 * The contact form's departments by practice, each subcategory's first few as its lists show
 * them, so the select stays short however many services there are. A service page's link may
 * ask for any other: the form adds it then (components/contact/requested-department.ts).
 */
export function departmentChoices(
  groups: readonly ServiceGroup[] = serviceGroups,
  list: readonly Service[] = services,
): DepartmentGroup[] {
  return groups.map((group) => ({
    practice: group.title,
    departments: departmentsOf(
      servicesBySubcategory(group.id, groups, list).flatMap((subcategory) =>
        previewOf(subcategory),
      ),
    ),
  }));
}

/** Every department with its practice's title, for a form asked for one its select leaves out. */
export function departmentDirectory(
  groups: readonly ServiceGroup[] = serviceGroups,
  list: readonly Service[] = services,
): (Department & { practice: string })[] {
  return groups.flatMap((group) =>
    departmentsOf(
      servicesBySubcategory(group.id, groups, list).flatMap((subcategory) => subcategory.services),
    ).map((department) => ({ ...department, practice: group.title })),
  );
}

export const departments: readonly Department[] = departmentsOf(services);
