import { sql } from "drizzle-orm";
import type { Context } from "hono";
import type { ApiEnv, ServiceContext } from "@/lib/api/context";
import { DetailError } from "@/lib/api/errors";
import { inTransaction } from "@/lib/api/service-context";
import { rowsOf } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { idempotencyKeys } from "./tables";

export const IDEMPOTENCY_WINDOW_SECONDS = 24 * 60 * 60;
const MAX_KEY_LENGTH = 255;

export interface JsonOutcome {
  status: number;
  body: unknown;
}

function respond(c: Context<ApiEnv>, status: number, bodyText: string, replayed: boolean): Response {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (replayed) {
    headers["Idempotent-Replayed"] = "true";
  }
  return c.newResponse(bodyText, status as 200, headers);
}

function readKey(c: Context<ApiEnv>): string | null {
  const raw = c.req.header("idempotency-key");
  if (raw === undefined) {
    return null;
  }
  const key = raw.trim();
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new DetailError(422, [
      {
        loc: ["header", "idempotency-key"],
        msg: `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters`,
        type: "value_error",
      },
    ]);
  }
  return key;
}

/**
 * Runs a create on an endpoint that honours Idempotency-Key. The key row is inserted first, in the
 * same transaction as the work: a concurrent duplicate waits on the unique key, then replays the
 * committed response (same status, same bytes), so it neither runs twice nor conflicts. A failed
 * attempt rolls back with its key, and a retry runs afresh. Keys live 24 h per (org, endpoint, key).
 */
export async function respondIdempotently(
  c: Context<ApiEnv>,
  work: (ctx: ServiceContext) => Promise<JsonOutcome>,
): Promise<Response> {
  const key = readKey(c);
  if (!key) {
    const outcome = await inTransaction(c, work);
    return respond(c, outcome.status, JSON.stringify(outcome.body), false);
  }
  const endpoint = `${c.req.method} ${new URL(c.req.url).pathname}`;
  const orgId = c.get("principal").orgId;
  const result = await inTransaction(c, async (ctx) => {
    const claimed = rowsOf(
      await ctx.tx.execute(sql`
        INSERT INTO idempotency_keys (org_id, endpoint, key, created_at, expires_at)
        VALUES (${orgId}, ${endpoint}, ${key}, now(), now() + make_interval(secs => ${IDEMPOTENCY_WINDOW_SECONDS}))
        ON CONFLICT (org_id, endpoint, key) DO UPDATE
          SET created_at = now(), expires_at = EXCLUDED.expires_at, status_code = NULL, response_body = NULL
          WHERE idempotency_keys.expires_at <= now()
        RETURNING 1 AS claimed`),
    );
    if (claimed.length === 0) {
      const [stored] = rowsOf<{ status_code: number; response_body: string }>(
        await ctx.tx.execute(sql`
          SELECT status_code, response_body FROM idempotency_keys
          WHERE ${inOrg(idempotencyKeys, orgId)} AND endpoint = ${endpoint} AND key = ${key}`),
      );
      if (!stored) {
        throw new Error("idempotency key vanished between claim and read");
      }
      return { status: stored.status_code, bodyText: stored.response_body, replayed: true };
    }
    const outcome = await work(ctx);
    const bodyText = JSON.stringify(outcome.body);
    await ctx.tx.execute(sql`
      UPDATE idempotency_keys SET status_code = ${outcome.status}, response_body = ${bodyText}
      WHERE ${inOrg(idempotencyKeys, orgId)} AND endpoint = ${endpoint} AND key = ${key}`);
    return { status: outcome.status, bodyText, replayed: false };
  });
  return respond(c, result.status, result.bodyText, result.replayed);
}
