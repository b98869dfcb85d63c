import { type ChangeContext, recordChange } from "@/lib/audit/changes";
import { serializeDocument } from "./serialize";
import type { DocumentRow } from "./tables";

/**
 * A document's change: "created", "updated", "archived", or a status its processing reached
 * ("status_changed" to analyzing, "completed", "failed"), recorded by the job as "system".
 */
export async function recordDocumentChange(
  ctx: ChangeContext,
  action: string,
  before: DocumentRow | null,
  after: DocumentRow,
) {
  await recordChange(ctx, {
    entityType: "document",
    entityId: after.id,
    entityName: after.name,
    action,
    before: before ? documentForLog(before) : null,
    after: documentForLog(after),
  });
}

/** The API object, with is_archived (not part of it) so an archive shows as a field change. */
function documentForLog(row: DocumentRow) {
  return { ...serializeDocument(row), is_archived: row.isArchived };
}
