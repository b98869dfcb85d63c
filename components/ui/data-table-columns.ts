import { type ColumnDef, type RowData, rowSortingFeature, tableFeatures } from "@tanstack/react-table";

export interface DataTableColumnMeta {
  /** Extra classes for this column's th and td. */
  className?: string;
  align?: "left" | "right" | "center";
}

/**
 * Only the sorting feature is registered (sorting itself happens on the server): TanStack Table 9
 * bundles just the features a table names, which keeps every table page within the JS budget.
 */
export const dataTableFeatures = tableFeatures({ rowSortingFeature, columnMeta: {} as DataTableColumnMeta });

export type DataTableFeatures = typeof dataTableFeatures;

/** A column of a DataTable; `meta` takes DataTableColumnMeta. */
export type DataTableColumn<Row extends RowData> = ColumnDef<DataTableFeatures, Row, unknown>;
