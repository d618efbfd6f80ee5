/**
 * The service slug rule: lowercase; " & " becomes "-and-"; "/" and spaces become "-";
 * commas and zero-width spaces are removed.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[\u200B-\u200D\uFEFF]/g, "")
    .replace(/,/g, "")
    .replace(/ & /g, "-and-")
    .replace(/[/ ]/g, "-");
}
