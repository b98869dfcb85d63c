import Link from "next/link";
import { cn, focusRing } from "@/components/ui/cn";

export type AuditLogViewId = "calls" | "changes";

const VIEWS: { id: AuditLogViewId; label: string; href: string }[] = [
  { id: "calls", label: "API calls", href: "/audit-log" },
  { id: "changes", label: "Changes", href: "/audit-log?view=changes" },
];

/** The page's two views as links (each with its own filters in the URL); the current one is marked. */
export function AuditLogViewSwitch({
  current,
  preload,
}: {
  current: AuditLogViewId;
  /** Starts loading a view's code (hover or focus of its link). */
  preload?: Partial<Record<AuditLogViewId, () => void>>;
}) {
  return (
    <nav aria-label="Audit log views" className="mb-5 border-b border-slate-200 dark:border-slate-800">
      <ul className="flex gap-1">
        {VIEWS.map((view) => {
          const selected = view.id === current;
          return (
            <li key={view.id}>
              <Link
                href={view.href}
                aria-current={selected ? "page" : undefined}
                onMouseEnter={preload?.[view.id]}
                onFocus={preload?.[view.id]}
                className={cn(
                  "-mb-px inline-block whitespace-nowrap rounded-t-md border-b-2 px-3 py-2 text-sm font-medium",
                  selected
                    ? "border-blue-700 text-blue-800 dark:border-blue-400 dark:text-blue-300"
                    : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100",
                  focusRing,
                )}
              >
                {view.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
