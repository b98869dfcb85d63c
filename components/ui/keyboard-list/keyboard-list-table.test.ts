import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { KeyboardListColumn } from "./keyboard-list-grid";
import { KeyboardListTable, type KeyboardListTableProps } from "./keyboard-list-table";
import type { KeyboardList } from "./use-keyboard-list";

interface Thing {
  id: string;
  name: string;
  group: string;
}

const THINGS: Thing[] = [
  { id: "a", name: "Alpha", group: "First" },
  { id: "b", name: "Beta", group: "First" },
  { id: "c", name: "Gamma", group: "Second" },
];

/** The parts of a keyboard list the table reads; the hook itself is the browser specs' to drive. */
function listOf(rows: Thing[]): KeyboardList<Thing> {
  return {
    rows,
    gridProps: { role: "grid", "aria-multiselectable": true },
    rowProps: (row: Thing) => ({ id: `row-${row.id}`, "data-row-id": row.id, tabIndex: -1, "aria-selected": false }),
  } as unknown as KeyboardList<Thing>;
}

const columns: KeyboardListColumn<Thing>[] = [
  { header: "Selected", hideHeader: true, className: "w-8", cell: () => "box" },
  { header: "Name", cell: (thing) => thing.name },
  { header: "Group", className: "hidden sm:table-cell", cell: (thing) => thing.group },
];

function render(overrides: Partial<KeyboardListTableProps<Thing>> = {}): string {
  const props: KeyboardListTableProps<Thing> = {
    list: listOf(THINGS),
    label: "Things",
    regionLabel: "Things list",
    columns,
    busy: false,
    paging: { page: 0, pageSize: 50, setPage: () => undefined, setPageSize: () => undefined },
    total: THINGS.length,
    loaded: true,
    error: null,
    onRetry: () => undefined,
    loadingRows: 4,
    loadingLabel: "Loading things…",
    empty: createElement("p", null, "Nothing here"),
    ...overrides,
  };
  return renderToStaticMarkup(createElement(KeyboardListTable<Thing>, props));
}

describe("KeyboardListTable", () => {
  it("draws the rows as a named grid with the list's row props, in a named region with pagination", () => {
    const html = render({ busy: true });
    expect(html).toContain('<section aria-label="Things list"');
    expect(html).toMatch(/<table role="grid" aria-multiselectable="true" aria-label="Things" aria-busy="true"/);
    expect(html).toContain('<span class="sr-only">Selected</span>');
    expect(html.match(/data-row-id="/g)).toHaveLength(3);
    expect(html).toContain('id="row-c"');
    expect(html).toContain("1–3 of 3");
  });

  it("hides a column's header and cells alike on small screens", () => {
    const html = render();
    expect(html.match(/hidden sm:table-cell/g)).toHaveLength(1 + THINGS.length);
  });

  it("draws a heading row across every column before the rows that start a group", () => {
    const html = render({
      headingBefore: (thing, index) => (index === 0 || THINGS[index - 1]?.group !== thing.group ? thing.group : null),
    });
    expect(html.match(/<td colSpan="3"/g)).toHaveLength(2);
    expect(html.indexOf(">Second</td>")).toBeLessThan(html.indexOf('data-row-id="c"'));
  });

  it("stands an error with Retry, placeholder rows or the empty state in the grid's place", () => {
    const failed = render({ error: new Error("The server is down") });
    expect(failed).toContain("The server is down");
    expect(failed).toContain("Retry");
    expect(failed).not.toContain('role="grid"');

    const loading = render({ loaded: false, total: 0 });
    expect(loading).toContain('role="status"');
    expect(loading).toContain("Loading things…");
    expect(loading).not.toContain('role="grid"');
    expect(loading).not.toContain("Rows per page");

    const empty = render({ list: listOf([]), total: 0 });
    expect(empty).toContain("Nothing here");
    expect(empty).not.toContain('role="grid"');
  });
});
