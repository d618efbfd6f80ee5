/** A GoTrue error. Both the 2024-01-01 and the legacy body shapes are sent, so any client version decodes it. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return { code: this.code, error_code: this.code, message: this.message, msg: this.message };
  }
}

export const EMAIL_EXISTS = new AuthError(
  422,
  "email_exists",
  "A user with this email address has already been registered",
);

export const SIGNUP_DISABLED = new AuthError(
  422,
  "signup_disabled",
  "Signups not allowed for this instance",
);

/** GoTrue's weak_password error, which also names the rules the password broke. */
export class WeakPasswordError extends AuthError {
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(422, "weak_password", message);
  }

  override body(): Record<string, unknown> {
    return { ...super.body(), weak_password: { reasons: this.reasons } };
  }
}

/** GoTrue's OAuth-style errors (RFC 6749 §5.2), which carry no error code. */
export class OAuthError extends AuthError {
  constructor(
    readonly error: string,
    description: string,
  ) {
    super(400, "", description);
  }

  override body(): Record<string, unknown> {
    return { error: this.error, error_description: this.message };
  }
}
