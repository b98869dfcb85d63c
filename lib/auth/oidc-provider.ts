import type { OAuthConfig } from "next-auth/providers/oauth";

interface OidcProfile {
  sub: string;
  email?: string;
  name?: string;
}

/** An OpenID Connect provider when OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set. */
export function oidcProvider(): OAuthConfig<OidcProfile> | null {
  const issuer = process.env.OIDC_ISSUER?.replace(/\/+$/, "");
  const clientId = process.env.OIDC_CLIENT_ID;
  const clientSecret = process.env.OIDC_CLIENT_SECRET;
  if (!issuer || !clientId || !clientSecret) {
    return null;
  }
  return {
    id: "oidc",
    name: process.env.OIDC_NAME ?? "Single sign-on",
    type: "oauth",
    wellKnown: `${issuer}/.well-known/openid-configuration`,
    authorization: { params: { scope: "openid email profile" } },
    idToken: true,
    checks: ["pkce", "state"],
    clientId,
    clientSecret,
    profile: (profile) => ({ id: profile.sub, email: profile.email ?? null, name: profile.name ?? null }),
  };
}
