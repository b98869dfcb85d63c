import { cn, focusRing } from "@/components/ui/cn";
import type { ExportCell, ExportReport } from "@/lib/web/hooks/export";

function cellText(value: ExportCell, column: string): string {
  if (value === null) {
    return "";
  }
  if (typeof value === "boolean") {
    return value ? "Yes" : "No";
  }
  // Unix-second columns read as dates.
  if (typeof value === "number" && /(At|Date)$/.test(column)) {
    return new Date(value * 1000).toISOString().slice(0, 10);
  }
  return String(value);
}

const RECORD_ID = /^cb[a-z]{2,10}_[A-Za-z0-9]{6,}$/;

/** A record's ID is what the file will hold, so it is shown as such: in code type, not as a name. */
function PreviewCell({ text }: { text: string }) {
  return RECORD_ID.test(text) ? <code className="font-mono text-xs">{text}</code> : text;
}

/** The first rows of a report, with the export's own column names. */
export function ExportPreviewTable({ report, busy }: { report: ExportReport; busy: boolean }) {
  const columns = Object.values(report.mapping);
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label={`${report.report_name} preview, scrolls sideways`}
      aria-busy={busy}
      className={cn("relative overflow-x-auto", focusRing, busy && "opacity-60")}
    >
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">
          {report.report_name}: the first {report.data.length} of {report.total_count} rows
        </caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800/60 dark:text-slate-200">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {report.data.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of an export have no key column in common
            <tr key={index}>
              {columns.map((column) => (
                <td
                  key={column}
                  className="max-w-xs truncate whitespace-nowrap px-3 py-2 text-slate-900 dark:text-slate-100"
                >
                  <PreviewCell text={cellText(row[column] ?? null, column)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
