import type { ReactNode } from "react";

const muted = "text-slate-600 dark:text-slate-400";

/** One fact of a `<dl>` grid; "Not found" when there is nothing to show. */
export function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className={`text-sm font-medium ${muted}`}>{label}</dt>
      <dd className="mt-1 whitespace-pre-line break-words text-sm text-slate-900 dark:text-slate-100">
        {children || <span className={muted}>Not found</span>}
      </dd>
    </div>
  );
}
