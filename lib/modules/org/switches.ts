import { eq, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { type OrgModules, organizations } from "./tables";

/** Whether the organization has the module switched on (a switch never set is on, as defaultModules). */
export async function isModuleEnabled(q: Queryable, orgId: string, module: keyof OrgModules): Promise<boolean> {
  const [row] = await q
    .select({ modules: organizations.modules })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return row !== undefined && row.modules[module] !== false;
}

/** The organizations that have the module switched on. */
export async function organizationsWithModuleOn(q: Queryable, module: keyof OrgModules): Promise<string[]> {
  const rows = await q
    .select({ id: organizations.id })
    .from(organizations)
    .where(sql`coalesce((${organizations.modules} ->> ${module})::boolean, true)`);
  return rows.map((row) => row.id);
}

/** Every module switch of the organization (a switch never set is on). */
export async function moduleSwitches(q: Queryable, orgId: string): Promise<Partial<OrgModules>> {
  const [row] = await q
    .select({ modules: organizations.modules })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return row?.modules ?? {};
}
