import type { ServiceContext } from "@/lib/api/context";
import { newId } from "@/lib/ids";
import { activityLog } from "./tables";

export interface ActivityInput {
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
}

/** Records a domain activity (who did what to which record) in the caller's transaction. */
export async function recordActivity(ctx: ServiceContext, input: ActivityInput): Promise<void> {
  const { actor } = ctx;
  await ctx.tx.insert(activityLog).values({
    id: newId("activity"),
    orgId: ctx.orgId,
    action: input.action,
    actorType: actor.type,
    actorId: actor.type === "api_key" ? actor.keyId : actor.userId,
    targetType: input.targetType,
    targetId: input.targetId,
    details: input.details ?? {},
    requestId: ctx.requestId,
  });
}
