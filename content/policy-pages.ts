/**
 * Where the footer's policy buttons (navigation.footer.policies, in the same order) look for a
 * page. With none published there, a button keeps the specification's coming-soon notice.
 */
export const policyPagePaths = ["/privacy-policy", "/terms-of-service", "/cookie-policy"] as const;
