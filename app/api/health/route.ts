import { databaseReadiness } from "@/lib/db/readiness";

export const dynamic = "force-dynamic";

export async function GET() {
  const { ready, kind } = await databaseReadiness();
  return Response.json({ status: ready ? "ok" : "starting", database: kind }, { status: ready ? 200 : 503 });
}
