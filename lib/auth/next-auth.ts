import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { ApiError } from "@/lib/api/errors";
import { config } from "@/lib/config/env";
import { signInWithPassword } from "@/lib/modules/accounts/service";
import { findUserByEmail, isActiveMember } from "@/lib/modules/users/queries";
import { resolveClientIp } from "@/lib/net/ip";
import { PEER_ADDRESS_HEADER } from "@/lib/net/peer";
import { safeCallbackPath } from "@/lib/web/safe-callback";
import { oidcProvider } from "./oidc-provider";
import { endWebSession, newWebSessionClaims, SESSION_MAX_AGE_SECONDS } from "./web-session";

export { SESSION_MAX_AGE_SECONDS } from "./web-session";

async function activeUserByEmail(email: string) {
  const user = await findUserByEmail(email);
  return user && isActiveMember(user) ? user : null;
}

function headerValue(headers: unknown, name: string): string | null {
  const value = (headers as Record<string, string | string[] | undefined> | undefined)?.[name];
  return typeof value === "string" ? value : null;
}

/** The client address as the API sees it, so sign-in here and POST /api/auth/token share throttles. */
function clientAddress(headers: unknown): string | null {
  return resolveClientIp(
    headerValue(headers, PEER_ADDRESS_HEADER),
    headerValue(headers, "x-forwarded-for"),
    config().trustedProxies,
  );
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
          try {
            const signIn = await signInWithPassword(
              credentials.email,
              credentials.password,
              clientAddress(request?.headers),
            );
            return { id: signIn.userId, orgId: signIn.orgId, email: credentials.email };
          } catch (error) {
            // next-auth hands this message to the sign-in page as `error`.
            throw new Error(error instanceof ApiError ? error.code : "invalid_credentials");
          }
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
        return user.email ? (await activeUserByEmail(user.email)) !== null : false;
      },
      async jwt({ token, user, account }) {
        if (user && account?.provider === "credentials") {
          token.userId = user.id;
          token.orgId = (user as { orgId?: string }).orgId;
        } else if (user?.email) {
          const member = await activeUserByEmail(user.email);
          token.userId = member?.id;
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
