"use client";

import { createContext } from "react";
import type { SelectOption } from "@/components/ui/select";
import type { Obligation, UpdateObligationInput } from "@/lib/web/hooks/obligations";

/** What the cells need beyond their row; given by the view through ObligationsTableContext. */
export interface ObligationsTableState {
  /** Vendor names by ID. */
  vendorNames: Map<string, string>;
  /** The organization's users as options (the assignee picker), by name. */
  userOptions: SelectOption[];
  /** Saves one change; `what` names it for the announcement ("status", "due date"). */
  onPatch: (obligation: Obligation, patch: UpdateObligationInput, what: string) => void;
  /** Downloads the source document. */
  onDownloadDocument: (documentId: string) => void;
  /** The keyboard list's selection. */
  isSelected: (id: string) => boolean;
  toggleSelected: (id: string) => void;
}

// As in the findings table: cells read changing data from context so the column objects stay the
// same and cells are never remounted.
export const ObligationsTableContext = createContext<ObligationsTableState>({
  vendorNames: new Map(),
  userOptions: [],
  onPatch: () => undefined,
  onDownloadDocument: () => undefined,
  isSelected: () => false,
  toggleSelected: () => undefined,
});

/** The statement as a control's name: its first 80 characters. */
export function obligationName(obligation: Pick<Obligation, "statement">): string {
  const text = obligation.statement.trim().replace(/\s+/g, " ");
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
