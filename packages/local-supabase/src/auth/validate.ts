import { AuthError, WeakPasswordError } from "./errors";

/** The Supabase CLI's default `minimum_password_length`. */
export const MIN_PASSWORD_LENGTH = 6;

/** bcrypt reads no further than this, so GoTrue refuses longer passwords. */
const MAX_PASSWORD_LENGTH = 72;

/** The address syntax GoTrue's checkmail accepts. */
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid in its hyphenated form, checked before an id reaches a query that would fail on it. */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** GoTrue's validateEmail: the address lower-cased, or its validation_failed error. */
export function validateEmail(email: string): string {
  if (email === "") throw new AuthError(400, "validation_failed", "An email address is required");
  if (email.length > 255)
    throw new AuthError(400, "validation_failed", "An email address is too long");
  if (!EMAIL_FORMAT.test(email))
    throw new AuthError(
      400,
      "validation_failed",
      "Unable to validate email address: invalid format",
    );
  return email.toLowerCase();
}

/** GoTrue's checkPasswordStrength: lengths count bytes, as Go's len does. */
export function checkPasswordStrength(password: string, minimumLength: number): void {
  const length = Buffer.byteLength(password, "utf8");
  if (length > MAX_PASSWORD_LENGTH)
    throw new AuthError(
      400,
      "validation_failed",
      `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
    );
  if (length < minimumLength)
    throw new WeakPasswordError(`Password should be at least ${minimumLength} characters.`, [
      "length",
    ]);
}
