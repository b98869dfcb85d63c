import { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";
import { readLimitedBody } from "@/lib/net/body-limit";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ nextauth: string[] }> };

const handler = (request: Request, context: Context) => NextAuth(authOptions())(request, context);

/** Sign-in and sign-out posts take no credential: their bodies are read within the request body limit. */
async function post(request: NextRequest, context: Context): Promise<Response> {
  const body = await readLimitedBody(request);
  if (!body.ok) {
    return body.response;
  }
  return handler(body.bytes ? new NextRequest(request, { body: body.bytes }) : request, context);
}

export { handler as GET, post as POST };
