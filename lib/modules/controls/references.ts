import { inArray } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { controls } from "./tables";

/** A control as another module's record cites it. */
export interface ControlReference {
  id: string;
  ref: string;
  title: string;
  description: string;
}

/** Those of `controlIds` that are controls of this organization, by ID (others left out). */
export async function controlReferencesById(
  q: Queryable,
  orgId: string,
  controlIds: readonly string[],
): Promise<Map<string, ControlReference>> {
  const wanted = [...new Set(controlIds)];
  if (wanted.length === 0) {
    return new Map();
  }
  const rows = await q
    .select({ id: controls.id, ref: controls.ref, title: controls.title, description: controls.description })
    .from(controls)
    .where(inOrg(controls, orgId, inArray(controls.id, wanted)));
  return new Map(rows.map((row) => [row.id, row]));
}
