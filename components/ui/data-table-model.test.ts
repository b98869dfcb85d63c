import type { SortingState, Updater } from "@tanstack/react-table";
import { describe, expect, it } from "vitest";
import { createTableModel, type DataTableColumn, dataTableFeatures, syncTableModel } from "./data-table-model";

interface Vendor {
  id: string;
  name: string;
  tier: string;
}

const columns: DataTableColumn<Vendor>[] = [
  { accessorKey: "name", header: "Name", meta: { align: "left" } },
  { accessorKey: "tier", header: "Tier", enableSorting: false },
  { id: "actions", header: "", cell: () => "…" },
];

function optionsFor(data: Vendor[], sorting: SortingState, onSortingChange: (updater: Updater<SortingState>) => void) {
  return {
    features: dataTableFeatures,
    data,
    columns,
    getRowId: (row: Vendor) => row.id,
    manualSorting: true,
    enableMultiSort: false,
    state: { sorting },
    onSortingChange,
  };
}

const page1: Vendor[] = [
  { id: "v1", name: "Acme", tier: "tier_1" },
  { id: "v2", name: "Globex", tier: "tier_2" },
];

describe("data table model", () => {
  it("lays out headers and the rows of the page as given (the server sorts and paginates)", () => {
    const table = createTableModel(optionsFor(page1, [], () => undefined));
    const headers = table.getHeaderGroups().flatMap((group) => group.headers.map((header) => header.column.id));
    expect(headers).toEqual(["name", "tier", "actions"]);
    const rows = table.getRowModel().rows;
    expect(rows.map((row) => row.id)).toEqual(["v1", "v2"]);
    expect(rows[0]?.getAllCells().map((cell) => cell.getValue())).toEqual(["Acme", "tier_1", undefined]);
    expect(table.getAllLeafColumns()[0]?.columnDef.meta?.align).toBe("left");
  });

  it("follows new props on sync: data and the controlled sorting", () => {
    const table = createTableModel(optionsFor(page1, [], () => undefined));
    const page2: Vendor[] = [{ id: "v3", name: "Initech", tier: "tier_3" }];
    syncTableModel(
      table,
      optionsFor(page2, [{ id: "name", desc: true }], () => undefined),
    );
    expect(table.getRowModel().rows.map((row) => row.id)).toEqual(["v3"]);
    expect(table.getColumn("name")?.getIsSorted()).toBe("desc");
    expect(table.getColumn("tier")?.getIsSorted()).toBe(false);
  });

  it("asks the owner to change sorting instead of sorting rows itself", () => {
    const requested: SortingState[] = [];
    const onSortingChange = (updater: Updater<SortingState>) => {
      requested.push(typeof updater === "function" ? updater([]) : updater);
    };
    const table = createTableModel(optionsFor(page1, [], onSortingChange));
    expect(table.getColumn("tier")?.getCanSort()).toBe(false);
    expect(table.getColumn("name")?.getCanSort()).toBe(true);
    table.getColumn("name")?.toggleSorting(false);
    expect(requested).toEqual([[{ id: "name", desc: false }]]);
    expect(table.getRowModel().rows.map((row) => row.id)).toEqual(["v1", "v2"]);
  });
});
