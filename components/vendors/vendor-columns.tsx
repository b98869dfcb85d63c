"use client";

import Link from "next/link";
import { formatNumberValue } from "@/components/custom-fields/model";
import { Badge } from "@/components/ui/badge";
import { focusRing } from "@/components/ui/cn";
import type { DataTableColumn } from "@/components/ui/data-table-model";
import { Time } from "@/components/ui/time";
import type { CustomFieldDefinition, CustomFieldEntry, VendorSummary } from "@/lib/web/hooks/vendors";
import { tierLabel } from "./list-state";

const dash = <span className="text-slate-500 dark:text-slate-400">—</span>;

/** A custom field value in a list cell, in the reader's locale (money in the field's currency). */
export function formatCustomValue(value: CustomFieldEntry["value"], field?: CustomFieldDefinition): string {
  if (value === null || value === undefined) {
    return "";
  }
  if (Array.isArray(value)) {
    return value.join(", ");
  }
  if (typeof value === "boolean") {
    return value ? "Yes" : "No";
  }
  if (typeof value === "number") {
    return formatNumberValue(value, field);
  }
  return String(value);
}

/** Risk level names by ID (GET /v1/risk_levels). */
export type RiskLevelNames = ReadonlyMap<string, string>;

const riskColumn = (
  id: "inherent_risk" | "residual_risk",
  header: string,
  names: RiskLevelNames,
): DataTableColumn<VendorSummary> => ({
  id,
  // An accessor makes the column sortable; the API sorts by the level's rank (sort=inherent_risk).
  accessorKey: id === "inherent_risk" ? "inherent_risk_level_id" : "residual_risk_level_id",
  header,
  cell: ({ row }) => {
    const levelId = id === "inherent_risk" ? row.original.inherent_risk_level_id : row.original.residual_risk_level_id;
    if (!levelId) {
      return <span className="text-slate-600 dark:text-slate-400">Not rated</span>;
    }
    return <Badge>{names.get(levelId) ?? "Unknown level"}</Badge>;
  },
});

const baseColumns: DataTableColumn<VendorSummary>[] = [
  {
    id: "name",
    accessorKey: "name",
    header: "Name",
    cell: ({ row }) => (
      <Link
        href={`/vendors/${row.original.id}`}
        className={`rounded font-medium text-blue-700 hover:underline dark:text-blue-300 ${focusRing}`}
      >
        {row.original.name}
      </Link>
    ),
  },
  {
    id: "status",
    header: "Status",
    enableSorting: false,
    cell: ({ row }) => (row.original.status ? <Badge>{row.original.status}</Badge> : dash),
  },
  {
    id: "tags",
    header: "Tags",
    enableSorting: false,
    cell: ({ row }) =>
      row.original.tags.length > 0 ? (
        <span className="flex flex-wrap gap-1">
          {row.original.tags.map((tag) => (
            <Badge key={tag} variant="info">
              {tag}
            </Badge>
          ))}
        </span>
      ) : (
        dash
      ),
  },
  {
    id: "tier",
    header: "Tier",
    enableSorting: false,
    cell: ({ row }) => (row.original.tier ? tierLabel(row.original.tier) : dash),
  },
  {
    id: "website",
    header: "Website",
    enableSorting: false,
    meta: { className: "max-w-[16rem] truncate" },
    cell: ({ row }) => row.original.website ?? dash,
  },
  {
    id: "created_at",
    accessorKey: "created_at",
    header: "Created",
    cell: ({ row }) => <Time value={row.original.created_at} />,
  },
  {
    id: "updated_at",
    accessorKey: "updated_at",
    header: "Updated",
    cell: ({ row }) => <Time value={row.original.updated_at} />,
  },
];

/**
 * The list's columns (inherent and residual risk by default, sortable by the level's rank), plus one per
 * chosen custom field (matched on config_id: names can be renamed).
 */
export function vendorColumns(
  customFields: CustomFieldDefinition[],
  riskNames: RiskLevelNames = new Map(),
): DataTableColumn<VendorSummary>[] {
  const extra: DataTableColumn<VendorSummary>[] = customFields.map((definition) => ({
    id: `cf:${definition.id}`,
    header: definition.field_name,
    enableSorting: false,
    cell: ({ row }) => {
      const entry = row.original.custom_fields.find((field) => field.config_id === definition.id);
      const text = entry ? formatCustomValue(entry.value, definition) : "";
      return text || dash;
    },
  }));
  const risk = [
    riskColumn("inherent_risk", "Inherent risk", riskNames),
    riskColumn("residual_risk", "Residual risk", riskNames),
  ];
  // Name and status, then the risk levels, then tags, tier, website, custom fields and the dates.
  const updated = baseColumns.length - 2;
  return [
    ...baseColumns.slice(0, 2),
    ...risk,
    ...baseColumns.slice(2, updated),
    ...extra,
    ...baseColumns.slice(updated),
  ];
}
