import { type DatedRow, setCreatedAt } from "@/lib/db/backdate";
import type { Queryable } from "@/lib/db/client";
import { documents } from "./tables";

/**
 * Documents received when they happened rather than now (the sample data's history; no service sets
 * creation times): `created_at` and `updated_at` of each, in one statement.
 */
export async function backdateDocuments(tx: Queryable, orgId: string, rows: readonly DatedRow[]): Promise<void> {
  await setCreatedAt(tx, documents, orgId, rows, true);
}
