/** A tel: link for a phone number as displayed, e.g. "+91 40 0000 0000". */
export function telHref(display: string): string {
  return `tel:${display.replace(/[^\d+]/g, "")}`;
}
