import type { useListTable } from "@/lib/web/use-list-table";
import type { KeyboardListTableProps } from "./keyboard-list-table";

type ListTable = Pick<
  ReturnType<typeof useListTable<unknown>>,
  "isFetching" | "total" | "isLoading" | "error" | "onRetry"
>;

type ListTableStateProps = Pick<
  KeyboardListTableProps<unknown>,
  "busy" | "paging" | "total" | "loaded" | "error" | "onRetry" | "loadingRows"
>;

/** A KeyboardListTable's paging, loading, refresh and error props for a list read through useListTable. */
export function listTableState(
  table: ListTable,
  paging: KeyboardListTableProps<unknown>["paging"],
): ListTableStateProps {
  return {
    busy: table.isFetching,
    paging,
    total: table.total,
    loaded: !table.isLoading,
    error: table.error,
    onRetry: table.onRetry,
    loadingRows: Math.min(paging.pageSize, 8),
  };
}
