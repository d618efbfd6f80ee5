/** A JSON object (not null, not an array): what every service expects as a request body. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
