/**
 * The specification withholds the company's real email domain, phone number and project form;
 * the site starts with stand-ins (content/company.ts). These tell them apart from real ones.
 */

/** An address at the reserved example domains (example.com, .net, .org, or under them). */
export function isPlaceholderEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().split("@").at(-1) ?? "";
  return /(^|\.)example\.(com|net|org)$/.test(domain);
}

/** A number whose subscriber part is all zeros, as the stand-in +91 40 0000 0000 is. */
export function isPlaceholderPhone(phone: string): boolean {
  return /(^|[^0-9])0000[ ().-]*0000$/.test(phone.trim());
}

/** A web address on the reserved example domains, as the stand-in project form is. */
export function isPlaceholderUrl(url: string): boolean {
  try {
    return /(^|\.)example\.(com|net|org)$/.test(new URL(url).hostname);
  } catch {
    return false;
  }
}
