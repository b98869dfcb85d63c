"use client";

import { StatusArchiveActions } from "@/components/ui/keyboard-list/status-archive-actions";
import type { KeyboardList } from "@/components/ui/keyboard-list/use-keyboard-list";
import type { Finding, UpdateFindingInput } from "@/lib/web/hooks/findings";
import type { Status } from "@/lib/web/hooks/taxonomy";

const nameOf = (finding: Finding) => finding.title;

/** The findings list's bulk bar and e: one finding status for the selection, archive and restore. */
export function FindingBulkActions({
  list,
  statuses,
  update,
}: {
  list: KeyboardList<Finding>;
  statuses: Status[];
  update: (id: string, patch: UpdateFindingInput) => Promise<unknown>;
}) {
  return (
    <StatusArchiveActions<Finding, UpdateFindingInput>
      list={list}
      update={update}
      noun="finding"
      nameOf={nameOf}
      statusOptions={statuses.map((status) => ({ value: status.id, label: status.name }))}
      statusPatch={(statusId) => ({ finding_status_id: statusId || null })}
      statusRevert={(row) => ({ finding_status_id: row.finding_status_id })}
    />
  );
}
