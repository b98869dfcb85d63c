import { type DatedRow, setCreatedAt } from "@/lib/db/backdate";
import type { Queryable } from "@/lib/db/client";
import { obligations } from "./tables";

/**
 * Obligations recorded when they happened rather than now (the sample data's history; no service
 * sets creation times): `created_at` and `updated_at` of each, in one statement.
 */
export async function backdateObligations(tx: Queryable, orgId: string, rows: readonly DatedRow[]): Promise<void> {
  await setCreatedAt(tx, obligations, orgId, rows, true);
}
