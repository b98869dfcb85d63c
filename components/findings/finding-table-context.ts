"use client";

import { createContext } from "react";
import type { SelectOption } from "@/components/ui/select";
import type { Finding, UpdateFindingInput } from "@/lib/web/hooks/findings";
import type { Status } from "@/lib/web/hooks/taxonomy";

/** What the cells need beyond their row; given by the view through FindingsTableContext. */
export interface FindingsTableState {
  statuses: Status[];
  /** Vendor names by ID. */
  vendorNames: Map<string, string>;
  /** The organization's users as options (the owner picker), by name. */
  userOptions: SelectOption[];
  now: number | null;
  /** Opens the finding's detail panel. */
  onOpen: (finding: Finding) => void;
  /** Saves one change; `what` names it for the announcement ("status", "due date"). */
  onPatch: (finding: Finding, patch: UpdateFindingInput, what: string) => void;
  /** The keyboard list's selection. */
  isSelected: (id: string) => boolean;
  toggleSelected: (id: string) => void;
}

// Cells read changing data from context so the column definitions (whose cell functions React
// renders as components) stay the same objects: new ones would remount every cell on each render,
// dropping focus and half-typed dates.
export const FindingsTableContext = createContext<FindingsTableState>({
  statuses: [],
  vendorNames: new Map(),
  userOptions: [],
  now: null,
  onOpen: () => undefined,
  onPatch: () => undefined,
  isSelected: () => false,
  toggleSelected: () => undefined,
});
