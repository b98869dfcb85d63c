import type { ReactNode } from "react";

export interface RecordTableProps {
  /** Read by screen readers only: what the table lists ("Documents of this vendor"). */
  caption: string;
  headings: readonly string[];
  /** The rows (`<tr>`s), each ending with its actions cell. */
  children: ReactNode;
}

/** A plain table of a record's child records with a last column of row actions (documents, tax numbers…). */
export function RecordTable({ caption, headings, children }: RecordTableProps) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs uppercase text-slate-600 dark:text-slate-400">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="py-2 pr-3 font-medium">
                {heading}
              </th>
            ))}
            <th scope="col" className="py-2 text-right font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
