import {
  type ColumnDef,
  type CoreFeatures,
  constructTable,
  type RowData,
  rowSortingFeature,
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

/** Only sorting is registered (it happens on the server); TanStack Table 9 bundles just the features a table names. */
export const dataTableFeatures = tableFeatures({
  coreReactivityFeature: plainReactivity,
  rowSortingFeature,
  columnMeta: {} as DataTableColumnMeta,
});

export type DataTableFeatures = typeof dataTableFeatures;

/** A column of a DataTable; `meta` takes DataTableColumnMeta. */
export type DataTableColumn<Row extends RowData> = ColumnDef<DataTableFeatures, Row, unknown>;

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
