import { asc } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { inOrg } from "@/lib/db/tenant";
import { workflowDefinitions } from "./tables";

export async function listWorkflowDefinitions(ctx: ServiceContext) {
  const rows = await ctx.tx
    .select({
      id: workflowDefinitions.id,
      name: workflowDefinitions.name,
      enabled: workflowDefinitions.enabled,
      trigger: workflowDefinitions.trigger,
      steps: workflowDefinitions.steps,
    })
    .from(workflowDefinitions)
    .where(inOrg(workflowDefinitions, ctx.orgId))
    .orderBy(asc(workflowDefinitions.name));
  return { items: rows, total: rows.length };
}
