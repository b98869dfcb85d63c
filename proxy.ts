import { type NextRequest, NextResponse } from "next/server";
import { getToken } from "next-auth/jwt";

// Next.js requires this file at the top level. Signed-in pages need a session; without one the
// visitor goes to sign-in and comes back to the same page afterwards.
export async function proxy(request: NextRequest) {
  const token = await getToken({ req: request, secret: process.env.NEXTAUTH_SECRET ?? process.env.AUTH_SECRET });
  if (token?.userId) {
    return NextResponse.next();
  }
  const signIn = new URL("/signin", request.url);
  const target = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  if (target !== "/") {
    signIn.searchParams.set("callbackUrl", target);
  }
  return NextResponse.redirect(signIn);
}

export const config = {
  matcher: [
    "/((?!api/|v1/|files/|_next/|signin|signup|invite/|docs|favicon\\.ico|.*\\.(?:svg|png|ico|txt|webmanifest)$).*)",
  ],
};
