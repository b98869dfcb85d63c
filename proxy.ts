import { type NextRequest, NextResponse } from "next/server";
import { getToken } from "next-auth/jwt";
import { sessionCookieIsSecure } from "@/lib/auth/session-cookie";
import {
  isHttpsSite,
  NONCE_REQUEST_HEADER,
  newNonce,
  pageContentSecurityPolicy,
  s3UploadOrigin,
} from "@/lib/web/security-headers";

/** Pages anyone may open; every other page needs a session. */
const PUBLIC_PAGES = /^\/(?:signin|signup|invite\/|portal\/|docs)/;

async function hasSession(request: NextRequest): Promise<boolean> {
  const token = await getToken({
    req: request,
    // The same cookie name next-auth chose (`__Secure-` behind a TLS proxy), as the pages read it.
    secureCookie: sessionCookieIsSecure(request.headers),
    secret: process.env.NEXTAUTH_SECRET ?? process.env.AUTH_SECRET,
  });
  return Boolean(token?.userId);
}

/** Without a session the visitor goes to sign-in and comes back to the same page afterwards. */
function redirectToSignIn(request: NextRequest): NextResponse {
  const signIn = new URL("/signin", request.url);
  const target = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  if (target !== "/") {
    signIn.searchParams.set("callbackUrl", target);
  }
  return NextResponse.redirect(signIn);
}

/**
 * Next.js requires this file at the top level. Every page gets a fresh nonce: Next reads it from the
 * request's CSP header and puts it on its own scripts (the root layout reads `x-nonce` for its one script).
 */
export async function proxy(request: NextRequest) {
  if (!PUBLIC_PAGES.test(request.nextUrl.pathname) && !(await hasSession(request))) {
    return redirectToSignIn(request);
  }
  const nonce = newNonce();
  const policy = pageContentSecurityPolicy({
    nonce,
    https: isHttpsSite(process.env.PUBLIC_BASE_URL),
    development: process.env.NODE_ENV === "development",
    uploadOrigin: s3UploadOrigin(process.env),
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_REQUEST_HEADER, nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Everything that can render a page; the API, downloads and build assets never do.
  matcher: ["/((?!api/|v1/|files/|_next/|favicon\\.ico|.*\\.(?:svg|png|ico|txt|webmanifest)$).*)"],
};
