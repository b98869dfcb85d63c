"use client";

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
