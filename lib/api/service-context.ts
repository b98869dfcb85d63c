import type { Context } from "hono";
import { db } from "@/lib/db/client";
import { wakeWorkers } from "@/lib/jobs/wake";
import type { ApiEnv, ServiceContext } from "./context";

/** Context for reads: no transaction needed. */
export function readContext(c: Context<ApiEnv>): ServiceContext {
  return { ...c.get("principal"), tx: db(), requestId: c.get("requestId") };
}

/** Runs a change in one transaction; jobs it enqueued are picked up as soon as it commits. */
export async function inTransaction<T>(c: Context<ApiEnv>, work: (ctx: ServiceContext) => Promise<T>): Promise<T> {
  const result = await db().transaction((tx) => work({ ...c.get("principal"), tx, requestId: c.get("requestId") }));
  wakeWorkers();
  return result;
}
