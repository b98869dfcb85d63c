import { describe, expect, it } from "vitest";
import {
  canSortColumn,
  createTableModel,
  type DataTableColumn,
  dataTableFeatures,
  firstValueOf,
  nextSorting,
  sortDirectionOf,
  syncTableModel,
} from "./data-table-model";

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

function optionsFor(data: Vendor[]) {
  return { features: dataTableFeatures, data, columns, getRowId: (row: Vendor) => row.id };
}

const page1: Vendor[] = [
  { id: "v1", name: "Acme", tier: "tier_1" },
  { id: "v2", name: "Globex", tier: "tier_2" },
];

describe("data table model", () => {
  it("lays out headers and the rows of the page as given (the server sorts and paginates)", () => {
    const table = createTableModel(optionsFor(page1));
    const headers = table.getHeaderGroups().flatMap((group) => group.headers.map((header) => header.column.id));
    expect(headers).toEqual(["name", "tier", "actions"]);
    const rows = table.getRowModel().rows;
    expect(rows.map((row) => row.id)).toEqual(["v1", "v2"]);
    expect(rows[0]?.getAllCells().map((cell) => cell.getValue())).toEqual(["Acme", "tier_1", undefined]);
    expect(table.getAllLeafColumns()[0]?.columnDef.meta?.align).toBe("left");
  });

  it("follows new data on sync", () => {
    const table = createTableModel(optionsFor(page1));
    const page2: Vendor[] = [{ id: "v3", name: "Initech", tier: "tier_3" }];
    syncTableModel(table, optionsFor(page2));
    expect(table.getRowModel().rows.map((row) => row.id)).toEqual(["v3"]);
  });

  it("sorts only columns that read a value and do not opt out", () => {
    const table = createTableModel(optionsFor(page1));
    const [name, tier, actions] = table.getAllLeafColumns();
    expect([name, tier, actions].map((column) => (column ? canSortColumn(column) : null))).toEqual([
      true,
      false,
      false,
    ]);
    expect(name ? firstValueOf(name, table.getRowModel().rows) : null).toBe("Acme");
  });

  it("cycles a header's sort: text first ascending, numbers first descending, then flip, then none", () => {
    expect(nextSorting([], "name", "Acme")).toEqual([{ id: "name", desc: false }]);
    expect(nextSorting([{ id: "name", desc: false }], "name", "Acme")).toEqual([{ id: "name", desc: true }]);
    expect(nextSorting([{ id: "name", desc: true }], "name", "Acme")).toEqual([]);
    expect(nextSorting([], "spend", 1200)).toEqual([{ id: "spend", desc: true }]);
    expect(nextSorting([{ id: "spend", desc: true }], "spend", 1200)).toEqual([{ id: "spend", desc: false }]);
    expect(nextSorting([{ id: "spend", desc: false }], "spend", 1200)).toEqual([]);
    expect(nextSorting([{ id: "spend", desc: true }], "name", "Acme")).toEqual([{ id: "name", desc: false }]);
    expect(sortDirectionOf([{ id: "name", desc: true }], "name")).toBe("desc");
    expect(sortDirectionOf([{ id: "name", desc: true }], "tier")).toBe(false);
  });
});
