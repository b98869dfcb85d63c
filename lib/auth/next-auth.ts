import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { apiFetch, errorCodeOf } from "@/lib/bff/api-fetch";
import { safeCallbackPath } from "@/lib/web/safe-callback";
import { oidcProvider } from "./oidc-provider";
import { mintWebAssertion } from "./web-assertion";
import { endWebSession, newWebSessionClaims, SESSION_MAX_AGE_SECONDS } from "./web-session";

export { SESSION_MAX_AGE_SECONDS } from "./web-session";

const API_TIMEOUT_MS = 15_000;

interface Member {
  userId: string;
  orgId: string;
}

/** next-auth hands authorize() the request's headers as a plain object. */
function headersOf(headers: unknown): Pick<Headers, "get"> {
  const record = (headers ?? {}) as Record<string, string | string[] | undefined>;
  return {
    get(name: string) {
      const value = record[name.toLowerCase()];
      return typeof value === "string" ? value : null;
    },
  };
}

/**
 * Checks an email and password with POST /api/auth/token, as any client would, from the browser's
 * address (forwarded by apiFetch), so sign-in here and that endpoint share the throttles.
 */
async function signInWithPassword(email: string, password: string, requestHeaders: unknown): Promise<Member> {
  const response = await apiFetch("/api/auth/token", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
    client: headersOf(requestHeaders),
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (!response.ok) {
    const code = response.status < 500 ? await errorCodeOf(response) : null;
    // next-auth hands this message to the sign-in page as `error`.
    throw new Error(code ?? "invalid_credentials");
  }
  const body = (await response.json()) as { user_id: string; organization_id: string };
  return { userId: body.user_id, orgId: body.organization_id };
}

/** The active member a single sign-on email belongs to, asked of the API. */
async function activeMemberByEmail(email: string): Promise<Member | null> {
  const assertion = await mintWebAssertion("sso_member", { email });
  const response = await apiFetch("/api/auth/sso-member", {
    headers: { authorization: `Bearer ${assertion}` },
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (!response.ok) {
    throw new Error(`The API could not look up the single sign-on user (HTTP ${response.status}).`);
  }
  const { member } = (await response.json()) as { member: { user_id: string; organization_id: string } | null };
  return member && { userId: member.user_id, orgId: member.organization_id };
}

/** The browser's sign-in: credentials, and an OIDC provider when configured. */
export function authOptions(): NextAuthOptions {
  const oidc = oidcProvider();
  return {
    secret: process.env.AUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/signin", error: "/signin" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, request) {
          if (!credentials?.email || !credentials.password) {
            return null;
          }
          const signIn = await signInWithPassword(credentials.email, credentials.password, request?.headers);
          return { id: signIn.userId, orgId: signIn.orgId, email: credentials.email };
        },
      }),
      ...(oidc ? [oidc] : []),
    ],
    events: {
      async signOut({ token }) {
        await endWebSession(token);
      },
    },
    callbacks: {
      // After sign-in (and sign-out) next-auth goes to the callbackUrl: only ever a page of this site.
      async redirect({ url, baseUrl }) {
        return `${baseUrl}${safeCallbackPath(url, baseUrl)}`;
      },
      async signIn({ user, account }) {
        if (account?.provider === "credentials") {
          return true;
        }
        // Single sign-on admits only people who already have an active account here.
        return user.email ? (await activeMemberByEmail(user.email)) !== null : false;
      },
      async jwt({ token, user, account }) {
        if (user && account?.provider === "credentials") {
          token.userId = user.id;
          token.orgId = (user as { orgId?: string }).orgId;
        } else if (user?.email) {
          const member = await activeMemberByEmail(user.email);
          token.userId = member?.userId;
          token.orgId = member?.orgId;
        }
        if (user) {
          Object.assign(token, newWebSessionClaims());
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, userId: token.userId as string | undefined, orgId: token.orgId as string | undefined };
      },
    },
  };
}
