import type { NextRequest } from "next/server";
import { sessionUserOf } from "@/lib/auth/session";
import { proxyToApi } from "@/lib/bff/proxy";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ path: string[] }> };

async function handle(request: NextRequest, context: Context): Promise<Response> {
  const { path } = await context.params;
  const user = await sessionUserOf(request.cookies.getAll(), request.headers);
  return proxyToApi(request, path, user);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
