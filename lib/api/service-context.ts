import type { Context } from "hono";
import { db, type Tx } from "@/lib/db/client";
import { wakeWorkers } from "@/lib/jobs";
import type { ApiEnv, ServiceContext } from "./context";

/** Context for reads: no transaction needed. */
export function readContext(c: Context<ApiEnv>): ServiceContext {
  return { ...c.get("principal"), tx: db(), requestId: c.get("requestId") };
}

/** Who calls, without a transaction: for a service that commits its work in several (batches). */
export type Caller = Omit<ServiceContext, "tx">;

export function callerOf(c: Context<ApiEnv>): Caller {
  return { ...c.get("principal"), requestId: c.get("requestId") };
}

/** Runs a change in one transaction as `caller`; jobs it enqueued are picked up as soon as it commits. */
export async function transactionAs<T>(
  caller: Caller,
  work: (ctx: ServiceContext & { tx: Tx }) => Promise<T>,
): Promise<T> {
  const result = await db().transaction((tx) => work({ ...caller, tx }));
  wakeWorkers();
  return result;
}

/** Runs a change in one transaction; jobs it enqueued are picked up as soon as it commits. */
export function inTransaction<T>(c: Context<ApiEnv>, work: (ctx: ServiceContext) => Promise<T>): Promise<T> {
  return transactionAs(callerOf(c), work);
}
