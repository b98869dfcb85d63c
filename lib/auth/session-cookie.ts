/**
 * Whether next-auth named its cookies `__Secure-...` for this request: it decides by the origin it
 * detects (NEXTAUTH_URL, else with AUTH_TRUST_HOST the forwarded protocol), so reading the cookie
 * must decide the same way. Free of server-only imports: proxy.ts needs it too.
 */
export function sessionCookieIsSecure(requestHeaders: Pick<Headers, "get">): boolean {
  const configured = process.env.NEXTAUTH_URL;
  if (configured) {
    return !configured.startsWith("http") || configured.startsWith("https://");
  }
  if (process.env.VERCEL ?? process.env.AUTH_TRUST_HOST) {
    return requestHeaders.get("x-forwarded-proto") !== "http";
  }
  return false;
}
