"use client";

import type { KeyboardListColumn } from "./keyboard-list-grid";
import type { KeyboardList } from "./use-keyboard-list";

/** A row's selection checkbox in a keyboard list: out of the Tab order (x selects from the keyboard). */
export function SelectCheckbox({
  name,
  checked,
  onToggle,
}: {
  /** The row's name: the box is labelled "Select “name”". */
  name: string;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <input
      type="checkbox"
      tabIndex={-1}
      aria-label={`Select “${name}”`}
      checked={checked}
      onChange={onToggle}
      className="h-4 w-4 accent-blue-700 dark:accent-blue-500"
    />
  );
}

/** The "Selected" column of a keyboard list whose rows x selects: each row's box, named by `nameOf`. */
export function selectColumn<Row>(
  list: Pick<KeyboardList<Row>, "isSelected" | "toggle">,
  getId: (row: Row) => string,
  nameOf: (row: Row) => string,
): KeyboardListColumn<Row> {
  return {
    header: "Selected",
    hideHeader: true,
    className: "w-8",
    cell: (row) => (
      <SelectCheckbox
        name={nameOf(row)}
        checked={list.isSelected(getId(row))}
        onToggle={() => list.toggle(getId(row))}
      />
    ),
  };
}
