import type { LocalDatabase } from "../db";
import type { Mailer } from "./mailer";
import type { SignInLimits, VerifyLimits } from "./rate-limit";
import type { RedirectPolicy } from "./redirect";

/** Auth settings, named after the Supabase CLI's config.toml keys they stand for. */
export interface AuthOptions {
  /** Public base URL of the server, used as the token issuer prefix and in email links. */
  baseUrl: string;
  /** `site_url`: where links lead when no allowed redirect was asked for. */
  siteUrl: string;
  /** `enable_signup = false` closes sign-up (and OTP sign-in for new addresses). */
  disableSignup: boolean;
  /** `enable_confirmations = false` (the CLI default) confirms new addresses at once. */
  autoconfirm: boolean;
  /** `otp_expiry`: how long an emailed link or code works. */
  otpExpirySeconds: number;
  /** How long a PKCE flow may wait for its code exchange. */
  flowStateExpirySeconds: number;
  /** `max_frequency`: the least time between two emails of one kind to one user. */
  emailMaxFrequencySeconds: number;
  refreshTokenReuseIntervalSeconds: number;
  /** `jwt_expiry`: how long an access token lasts. */
  accessTokenTtlSeconds: number;
  /** `minimum_password_length`: shorter passwords are refused as weak. */
  minimumPasswordLength: number;
  /** `additional_redirect_urls`: further places links may lead, with `*` and `**` patterns. */
  additionalRedirectUrls: readonly string[];
  signInLimits: SignInLimits;
  verifyLimits: VerifyLimits;
  /** Refuse requests without an API key, as hosted projects do (`supabase start` does not). */
  requireApiKey: boolean;
  /** `enable_anonymous_sign_ins`: POST /signup with neither email nor phone signs in a new user. */
  anonymousSignIns: boolean;
  /** `[auth.email] secure_password_change`: a password change needs a fresh session or a nonce. */
  securePasswordChange: boolean;
  /** `enable_manual_linking`: a signed-in user may link and unlink identities. */
  manualLinking: boolean;
  /** `[auth.mfa]`: app authenticator (TOTP) factors, and how many a user may have. */
  mfa: { totpEnroll: boolean; totpVerify: boolean; maxEnrolledFactors: number };
}

/** The Supabase CLI's defaults for the auth settings that have no other source. */
export const DEFAULT_AUTH_SETTINGS = {
  siteUrl: "http://localhost:3000",
  disableSignup: false,
  otpExpirySeconds: 3600,
  emailMaxFrequencySeconds: 1,
  /** GoTrue's own defaults, which a project's config.toml may turn off. */
  mfa: { totpEnroll: true, totpVerify: true, maxEnrolledFactors: 10 },
} as const;

/** What every auth endpoint works with. */
export interface AuthContext {
  db: LocalDatabase;
  options: AuthOptions;
  mailer: Mailer;
  redirects: RedirectPolicy;
}

export function issuerOf(options: AuthOptions): string {
  return `${options.baseUrl}/auth/v1`;
}
