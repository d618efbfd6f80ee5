/**
 * Answers of /api/revalidate, the route the database calls after a change to the site text
 * (supabase/migrations/*_site_text_revalidation.sql). Read by operators and logs, not visitors.
 */
export const revalidationText = {
  notConfigured:
    "Revalidation is not configured: set SITE_REVALIDATE_SECRET on the site, and the same secret in the database's private.site_revalidation row.",
  unauthorized:
    "Missing or wrong bearer token: send Authorization: Bearer <SITE_REVALIDATE_SECRET>.",
  notJson: "The request body must be JSON, sent with Content-Type: application/json.",
  malformedJson: "The request body is not valid JSON.",
} as const;
