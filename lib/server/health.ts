import { databaseReadiness } from "@/lib/db/readiness";

/** GET /api/health: 200 once this process applied the migrations and the database answers, else 503. */
export async function health(): Promise<Response> {
  const { ready, kind } = await databaseReadiness();
  return Response.json({ status: ready ? "ok" : "starting", database: kind }, { status: ready ? 200 : 503 });
}
