"use client";

import dynamic from "next/dynamic";

/**
 * The accepting form, loaded only where it renders: the page's script list carries every client
 * component it imports, and the notice (the default) must not pay for the sending code.
 */
export const LazyContactMessageForm = dynamic(() =>
  import("./contact-message-form.client").then((module) => module.ContactMessageForm),
);
