"use client";

import Link from "next/link";
import { createContext, useContext } from "react";
import { Badge } from "@/components/ui/badge";
import { focusRing } from "@/components/ui/cn";
import type { DataTableColumn } from "@/components/ui/data-table-model";
import { Time } from "@/components/ui/time";
import type { AssessmentSummary } from "@/lib/web/hooks/assessments";
import { formatScore } from "./status";
import { StatusChip } from "./status-chip";

/** What the cells need beyond their row; given by the view through AssessmentsTableContext. */
export interface AssessmentsTableState {
  /** Vendor names by ID. */
  vendorNames: Map<string, string>;
  /** User names by ID. */
  userNames: Map<string, string>;
}

// Cells read changing data from context so the column definitions stay the same objects (see
// finding-columns.tsx).
export const AssessmentsTableContext = createContext<AssessmentsTableState>({
  vendorNames: new Map(),
  userNames: new Map(),
});

const linkClass = `rounded text-blue-700 hover:underline dark:text-blue-300 ${focusRing}`;
const dash = <span className="text-slate-500 dark:text-slate-400">—</span>;

function VendorCell({ assessment }: { assessment: AssessmentSummary }) {
  const { vendorNames } = useContext(AssessmentsTableContext);
  return (
    <Link href={`/vendors/${encodeURIComponent(assessment.vendor_id)}?tab=assessments`} className={linkClass}>
      {vendorNames.get(assessment.vendor_id) ?? "Vendor"}
    </Link>
  );
}

function AssigneeCell({ assessment }: { assessment: AssessmentSummary }) {
  const { userNames } = useContext(AssessmentsTableContext);
  const id = assessment.assignee_id;
  return id ? <span>{userNames.get(id) ?? "A user"}</span> : dash;
}

function buildColumns(showVendor: boolean): DataTableColumn<AssessmentSummary>[] {
  const columns: (DataTableColumn<AssessmentSummary> | null)[] = [
    {
      id: "name",
      header: "Assessment",
      cell: ({ row }) => (
        <span className="flex min-w-48 max-w-md flex-wrap items-center gap-2">
          <Link href={`/assessments/${encodeURIComponent(row.original.id)}`} className={`font-medium ${linkClass}`}>
            {row.original.name}
          </Link>
          {row.original.is_archived ? <Badge variant="neutral">Archived</Badge> : null}
        </span>
      ),
    },
    showVendor ? { id: "vendor", header: "Vendor", cell: ({ row }) => <VendorCell assessment={row.original} /> } : null,
    { id: "status", header: "Status", cell: ({ row }) => <StatusChip assessment={row.original} /> },
    {
      id: "score",
      header: "Score",
      meta: { align: "right" },
      cell: ({ row }) => <span className="tabular-nums">{formatScore(row.original.score_percent)}</span>,
    },
    {
      id: "findings",
      header: "Findings",
      meta: { align: "right" },
      cell: ({ row }) => <span className="tabular-nums">{row.original.findings_count ?? "—"}</span>,
    },
    { id: "assignee", header: "Assignee", cell: ({ row }) => <AssigneeCell assessment={row.original} /> },
    {
      id: "created_at",
      header: "Created",
      cell: ({ row }) => <Time value={row.original.created_at} className="whitespace-nowrap" />,
    },
  ];
  return columns.filter((column): column is DataTableColumn<AssessmentSummary> => column !== null);
}

/** The org-wide list's columns (with Vendor) and the vendor tab's (without); fixed objects, see above. */
export const assessmentColumns = { withVendor: buildColumns(true), withoutVendor: buildColumns(false) };
