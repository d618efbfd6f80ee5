import { AuthError, OAuthError } from "./errors";
import { type JsonBody, stringField } from "./request";

/**
 * GoTrue's answers for the sign-in methods a project has not switched on. The CLI's defaults
 * leave SAML, Web3 and every OAuth / OIDC provider off, and this server has none of them.
 */

export const SAML_DISABLED = new AuthError(404, "saml_provider_disabled", "SAML 2.0 is disabled");

export const WEB3_DISABLED = new AuthError(
  422,
  "web3_provider_disabled",
  "Web3 provider is disabled",
);

/** The issuers GoTrue names for the id_token providers whose issuer is fixed. */
const FIXED_ISSUERS: Record<string, string> = {
  google: "https://accounts.google.com",
  facebook: "https://www.facebook.com",
  kakao: "https://kauth.kakao.com",
  vercel_marketplace: "https://marketplace.vercel.com",
};

const APPLE_ISSUERS = ["https://appleid.apple.com", "https://account.apple.com"];

function invalid(message: string): AuthError {
  return new AuthError(400, "validation_failed", message);
}

/** The `iss` of a JWT, read without verifying it, as GoTrue does to tell Apple's and Azure's issuers apart. */
function unverifiedIssuer(token: string): string | undefined {
  const payload = token.split(".")[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    const iss = typeof claims === "object" && claims !== null ? Reflect.get(claims, "iss") : "";
    return typeof iss === "string" && iss !== "" ? iss : undefined;
  } catch {
    return undefined;
  }
}

/** Apple and Azure tokens name their own issuer, which must belong to the provider and match any asked for. */
function detectedIssuer(
  token: string,
  asked: string,
  name: string,
  belongs: (issuer: string) => boolean,
): string {
  const issuer = unverifiedIssuer(token);
  if (!issuer) throw invalid(`Unable to detect issuer in ID token for ${name} provider`);
  if (!belongs(issuer)) throw invalid(`Detected ID token issuer is not an ${name} ID token issuer`);
  if (asked !== "" && asked !== issuer)
    throw invalid("Provided issuer does not match ID token issuer");
  return issuer;
}

function isAzureIssuer(issuer: string): boolean {
  return (
    issuer.startsWith("https://login.microsoftonline.com/") ||
    issuer.startsWith("https://sts.windows.net/")
  );
}

/** The issuer GoTrue's getProvider settles on, for the provider-disabled error. */
function issuerOf(provider: string, asked: string, token: string): string {
  if (provider === "apple" || APPLE_ISSUERS.includes(asked))
    return detectedIssuer(token, asked, "Apple", (issuer) => APPLE_ISSUERS.includes(issuer));
  if (provider === "azure" || isAzureIssuer(asked))
    return detectedIssuer(token, asked, "Azure", isAzureIssuer);
  for (const [name, issuer] of Object.entries(FIXED_ISSUERS))
    if (provider === name || asked === issuer) return issuer;
  // Keycloak's issuer is its configured URL, which a project without Keycloak leaves empty.
  if (provider === "keycloak") return "";
  if (provider.startsWith("custom:")) throw invalid("Custom OAuth providers are disabled");
  throw invalid(`Custom OIDC provider "${provider}" not allowed`);
}

/** POST /token?grant_type=id_token (auth-js `signInWithIdToken`) for a provider that is off. */
export function idTokenGrant(body: JsonBody): never {
  const token = stringField(body, "id_token");
  const provider = stringField(body, "provider");
  const issuer = stringField(body, "issuer");
  if (token === "") throw new OAuthError("invalid request", "id_token required");
  if (provider === "" && (stringField(body, "client_id") === "" || issuer === ""))
    throw new OAuthError("invalid request", "provider or client_id and issuer required");
  throw new AuthError(
    400,
    "provider_disabled",
    `Provider (issuer "${issuerOf(provider, issuer, token)}") is not enabled`,
  );
}
