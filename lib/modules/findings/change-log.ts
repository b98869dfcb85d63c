import { archiveAction, type ChangeContext, recordChange } from "@/lib/audit/changes";
import type { serializeFinding } from "./serialize";

type FindingObject = ReturnType<typeof serializeFinding>;

/** A finding's change: "created" without a before, else "archived", "restored" or "updated". */
export async function recordFindingChange(ctx: ChangeContext, before: FindingObject | null, after: FindingObject) {
  await recordChange(ctx, {
    entityType: "finding",
    entityId: after.id,
    entityName: after.title,
    action: before ? archiveAction(before, after) : "created",
    before,
    after,
  });
}
