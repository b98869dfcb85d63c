import { sql } from "drizzle-orm";
import type { Principal } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";

export interface ApiCallRecord {
  principal: Principal;
  occurredAt: Date;
  method: string;
  path: string;
  route: string | null;
  statusCode: number;
  durationMs: number;
  queryParamNames: string[];
  clientIp: string | null;
  requestId: string;
}

/**
 * Writes the audit row of one authenticated call. For an ak_ key the same statement stamps the
 * key's last_used_at, so a call costs one round trip for both.
 */
export async function recordApiCall(record: ApiCallRecord): Promise<void> {
  const { actor, orgId } = record.principal;
  const keyId = actor.type === "api_key" ? actor.keyId : null;
  const keyName = actor.type === "api_key" ? actor.keyName : null;
  const userId = actor.type === "user" ? actor.userId : null;
  const insert = sql`INSERT INTO api_audit_log
      (id, org_id, occurred_at, method, path, route, status_code, duration_ms, query_params,
       api_key_id, api_key_name, user_id, client_ip, request_id)
    VALUES (${newId("auditEntry")}, ${orgId}, ${record.occurredAt.toISOString()}, ${record.method}, ${record.path},
       ${record.route}, ${record.statusCode}, ${record.durationMs}, ${JSON.stringify(record.queryParamNames)}::jsonb,
       ${keyId}, ${keyName}, ${userId}, ${record.clientIp}, ${record.requestId})`;
  if (keyId) {
    await db().execute(
      sql`WITH touched AS (UPDATE api_keys SET last_used_at = ${record.occurredAt.toISOString()} WHERE id = ${keyId}) ${insert}`,
    );
    return;
  }
  await db().execute(insert);
}
