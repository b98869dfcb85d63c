import { eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import { db, type Queryable } from "@/lib/db/client";
import { preparedStatement } from "@/lib/db/prepared";
import { type OrgModules, organizations } from "./tables";

/** The organization's module switches: the query every gated route runs first. */
export const selectOrgModules = (q: Queryable, orgId: string | SQL | Placeholder) =>
  q.select({ modules: organizations.modules }).from(organizations).where(eq(organizations.id, orgId));

const orgModulesStatement = preparedStatement((database) =>
  selectOrgModules(database, sql.placeholder("orgId")).prepare("vrp_org_modules"),
);

/** Outside a transaction the prepared statement (it runs on every gated request); inside one, built. */
async function switchesOf(q: Queryable, orgId: string): Promise<Partial<OrgModules> | undefined> {
  const [row] = q === db() ? await orgModulesStatement().execute({ orgId }) : await selectOrgModules(q, orgId);
  return row?.modules;
}

/** Whether the organization has the module switched on (a switch never set is on, as defaultModules). */
export async function isModuleEnabled(q: Queryable, orgId: string, module: keyof OrgModules): Promise<boolean> {
  const modules = await switchesOf(q, orgId);
  return modules !== undefined && modules[module] !== false;
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
  return (await switchesOf(q, orgId)) ?? {};
}
