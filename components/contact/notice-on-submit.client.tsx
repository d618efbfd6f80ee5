"use client";

import { useEffect } from "react";
import { chooseRequestedDepartment } from "./requested-department";

interface NoticeOnSubmitProps {
  formId: string;
  departmentIds: readonly string[];
}

/** The toast helper loads with the first submit: most visitors never send the form. */
const showNotice = () =>
  import("@/lib/toast").then(({ showComingSoon }) => showComingSoon("contactForm"));

/**
 * The notice form's only script: a valid submit shows the coming-soon notice instead of
 * leaving the page, and a link's `?department=` is chosen. The form itself is server HTML.
 */
export function NoticeOnSubmit({ formId, departmentIds }: NoticeOnSubmitProps) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const department = form.elements.namedItem("department");
    chooseRequestedDepartment(
      department instanceof HTMLSelectElement ? department : null,
      departmentIds,
    );
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      void showNotice();
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [formId, departmentIds]);
  return null;
}
