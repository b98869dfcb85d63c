import type { FieldChange } from "@/lib/web/hooks/zero-touch";
import { verdictLabel } from "./verdict-labels";

const FIELD_LABELS: Record<string, string> = {
  website: "Website",
  name: "Name",
  assignee: "Assignee",
  vendor_status: "Vendor status",
};

/** "website" → "Website", "control ZT-14" → "Control ZT-14", "profile.risk_tier" → "Profile risk tier". */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) {
    return known;
  }
  const words = field.replace(/[_.]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A changed value as text: a control's verdict by its label, "(empty)" for nothing. */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") {
    return "(empty)";
  }
  if (field.startsWith("control ") && typeof value === "string") {
    return verdictLabel(value);
  }
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The fields a correction (or another change) changes, each before and after. */
export function ChangeList({ changes, label }: { changes: readonly FieldChange[]; label: string }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{label}</caption>
      <thead className="text-left text-xs uppercase tracking-wide text-slate-700 dark:text-slate-300">
        <tr className="border-b border-slate-200 dark:border-slate-800">
          <th scope="col" className="py-1.5 pr-3 font-semibold">
            Field
          </th>
          <th scope="col" className="py-1.5 pr-3 font-semibold">
            Before
          </th>
          <th scope="col" className="py-1.5 font-semibold">
            After
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row" className="py-1.5 pr-3 text-left align-top font-medium text-slate-900 dark:text-slate-100">
              {fieldLabel(change.field)}
            </th>
            <td className="break-all py-1.5 pr-3 align-top text-slate-800 dark:text-slate-200">
              {shown(change.field, change.before)}
            </td>
            <td className="break-all py-1.5 align-top text-slate-900 dark:text-slate-100">
              {shown(change.field, change.after)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
