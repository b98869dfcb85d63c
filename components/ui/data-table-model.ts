import {
  type Column,
  type ColumnDef,
  type CoreFeatures,
  constructTable,
  type RowData,
  type SortingState,
  type TableOptions,
  tableFeatures,
} from "@tanstack/react-table";

export interface DataTableColumnMeta {
  /** Extra classes for this column's th and td. */
  className?: string;
  align?: "left" | "right" | "center";
}

type Reactivity = NonNullable<CoreFeatures["coreReactivityFeature"]>;
const noSubscription = () => ({ unsubscribe: () => undefined });

function plainAtom<T>(read: () => T, write?: (next: T) => void) {
  return {
    get: read,
    set: (next: T | ((previous: T) => T)) => write?.(typeof next === "function" ? (next as (p: T) => T)(read()) : next),
    subscribe: noSubscription,
  };
}

/**
 * Table state here is always controlled by props (sorting lives in the URL, pagination on the
 * server), so the table needs values, not subscriptions: plain atoms spare every table page the
 * store-based React adapter (3 KB gzip) while the model stays TanStack Table's.
 */
const plainReactivity: Reactivity = {
  createOptionsStore: false,
  wrapExternalAtoms: false,
  addSubscription: () => undefined,
  batch: (fn) => fn(),
  schedule: (fn) => queueMicrotask(fn),
  untrack: (fn) => fn(),
  createReadonlyAtom: (<T>(fn: () => T) => plainAtom(fn)) as Reactivity["createReadonlyAtom"],
  createWritableAtom: (<T>(initial: T) => {
    let value = initial;
    return plainAtom(
      () => value,
      (next) => {
        value = next;
      },
    );
  }) as Reactivity["createWritableAtom"],
};

/**
 * No row feature is registered: TanStack Table 9 bundles just the features a table names, and the one
 * a list would use, sorting, happens on the server. Its sorting feature (about 3 KB gzip with its
 * client-side sort functions) would only have told a header its direction and the next one; the
 * three functions below do that from the sorting the owner passes in.
 */
export const dataTableFeatures = tableFeatures({
  coreReactivityFeature: plainReactivity,
  columnMeta: {} as DataTableColumnMeta,
});

export type SortDirection = false | "asc" | "desc";

/** A column sorts when it reads a value and its definition does not say `enableSorting: false`. */
export function canSortColumn<Row extends RowData>(column: Column<DataTableFeatures, Row, unknown>): boolean {
  return Boolean(column.accessorFn) && (column.columnDef as { enableSorting?: boolean }).enableSorting !== false;
}

export function sortDirectionOf(sorting: SortingState, columnId: string): SortDirection {
  const entry = sorting.find((item) => item.id === columnId);
  return entry ? (entry.desc ? "desc" : "asc") : false;
}

/**
 * The sorting after a click on `columnId`'s header: text columns start ascending, others descending
 * (judged by the first value on the page); a second click flips, a third removes the sort. One
 * column at a time.
 */
export function nextSorting(sorting: SortingState, columnId: string, firstValue: unknown): SortingState {
  const first: "asc" | "desc" = typeof firstValue === "string" ? "asc" : "desc";
  const current = sortDirectionOf(sorting, columnId);
  if (!current) {
    return [{ id: columnId, desc: first === "desc" }];
  }
  if (current !== first) {
    return [];
  }
  return [{ id: columnId, desc: current === "asc" }];
}

/** The first value a column reads on this page (skipping empty ones), for the direction of a first sort. */
export function firstValueOf<Row extends RowData>(
  column: Column<DataTableFeatures, Row, unknown>,
  rows: readonly { original: Row }[],
): unknown {
  for (const [index, row] of rows.slice(0, 10).entries()) {
    const value = column.accessorFn?.(row.original, index);
    if (value !== null && value !== undefined) {
      return value;
    }
  }
  return undefined;
}

export type DataTableFeatures = typeof dataTableFeatures;

/** A column of a DataTable; `meta` takes DataTableColumnMeta; `enableSorting: false` keeps its header still. */
export type DataTableColumn<Row extends RowData> = ColumnDef<DataTableFeatures, Row, unknown> & {
  enableSorting?: boolean;
};

/** A table model for rows of one page; `syncTableModel` on every render keeps it on the props. */
export function createTableModel<Row extends RowData>(options: TableOptions<DataTableFeatures, Row>) {
  return constructTable(options);
}

export function syncTableModel<Row extends RowData>(
  table: ReturnType<typeof createTableModel<Row>>,
  options: TableOptions<DataTableFeatures, Row>,
): void {
  table.setOptions((previous) => ({ ...previous, ...options }));
}
