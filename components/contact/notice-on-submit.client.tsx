"use client";

import { useEffect } from "react";
import { appendOption, chooseRequestedDepartment } from "./requested-department";

interface NoticeOnSubmitProps {
  formId: string;
}

/** The toast helper loads with the first submit: most visitors never send the form. */
const showNotice = () =>
  import("@/lib/toast").then(({ showComingSoon }) => showComingSoon("contactForm"));

/**
 * The notice form's only script: a valid submit shows the coming-soon notice instead of
 * leaving the page, and a link's `?department=` is chosen. The form itself is server HTML.
 */
export function NoticeOnSubmit({ formId }: NoticeOnSubmitProps) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const department = form.elements.namedItem("department");
    if (department instanceof HTMLSelectElement) {
      void chooseRequestedDepartment(department, (requested) =>
        appendOption(department, requested),
      );
    }
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      void showNotice();
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [formId]);
  return null;
}
