/**
 * Rows as CSV (RFC 4180: commas, CRLF, quotes doubled), for spreadsheets: a cell that starts
 * like a formula (= + - @, or a tab or return before one) is prefixed with an apostrophe, so
 * opening the file runs nothing a visitor typed.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | null)[])[]) {
  const cell = (value: string | null) => {
    const text = value ?? "";
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  // A byte-order mark first: spreadsheets then read the names' accents as UTF-8.
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
