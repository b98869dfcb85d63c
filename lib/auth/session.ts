import { cookies, headers } from "next/headers";
import { getToken } from "next-auth/jwt";
import { sessionCookieIsSecure } from "./session-cookie";
import { type WebSessionUser, webSessionUser } from "./web-session";

export interface CookieEntry {
  name: string;
  value: string;
}

export { sessionCookieIsSecure } from "./session-cookie";

/**
 * The user of the request's next-auth session cookie, if that session is still live (see
 * webSessionUser): signed out, "signed out everywhere" and archived users' sessions count as none.
 */
export async function sessionUserOf(
  cookieList: readonly CookieEntry[],
  requestHeaders: Pick<Headers, "get">,
): Promise<WebSessionUser | null> {
  const token = await getToken({
    // getToken reads the (possibly chunked) session cookie from `cookies`; no Authorization fallback.
    req: { cookies: Object.fromEntries(cookieList.map((cookie) => [cookie.name, cookie.value])), headers: {} } as never,
    secureCookie: sessionCookieIsSecure(requestHeaders),
    secret: process.env.AUTH_SECRET ?? process.env.NEXTAUTH_SECRET,
  });
  return webSessionUser(token);
}

/** The signed-in browser user of the current request (server side only), so pages send others to sign-in. */
export async function currentSessionUser(): Promise<WebSessionUser | null> {
  return sessionUserOf((await cookies()).getAll(), await headers());
}
