"use client";

import { StatusArchiveActions } from "@/components/ui/keyboard-list/status-archive-actions";
import type { KeyboardList } from "@/components/ui/keyboard-list/use-keyboard-list";
import {
  OBLIGATION_STATUS_OPTIONS,
  type Obligation,
  type ObligationStatus,
  type UpdateObligationInput,
} from "@/lib/web/hooks/obligations";
import { obligationName } from "./obligation-table-context";

/** The obligations list's bulk bar and e: satisfied or not for the selection, archive and restore. */
export function ObligationBulkActions({
  list,
  update,
}: {
  list: KeyboardList<Obligation>;
  update: (id: string, patch: UpdateObligationInput) => Promise<unknown>;
}) {
  return (
    <StatusArchiveActions<Obligation, UpdateObligationInput>
      list={list}
      update={update}
      noun="obligation"
      nameOf={obligationName}
      statusOptions={OBLIGATION_STATUS_OPTIONS}
      statusPatch={(status) => ({ status: status as ObligationStatus })}
      statusRevert={(row) => ({ status: row.status })}
    />
  );
}
