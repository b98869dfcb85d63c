import Link from "next/link";
import { cn, focusRing } from "@/components/ui/cn";
import { formatDay } from "@/lib/web/days";
import { activeSavedView, readContractFilters, SAVED_VIEWS, savedViewParams, toContractQuery } from "./list-state";

type SearchParams = Record<string, string | string[] | undefined>;

/** What the URL's date bounds and order narrow the list to, in words (days in UTC, as stored). */
function boundsText(params: URLSearchParams): string {
  const query = toContractQuery(readContractFilters(Object.fromEntries(params)), params.get("sort"), {
    limit: 0,
    offset: 0,
  });
  const day = (at: number) => formatDay(at, "en-US");
  const parts = [
    query.notice_deadline_before === undefined ? "" : `a notice deadline before ${day(query.notice_deadline_before)}`,
    query.expiring_before === undefined ? "" : `an expiration before ${day(query.expiring_before)}`,
  ].filter(Boolean);
  const bounds = parts.length > 0 ? `Only contracts with ${parts.join(" and ")} (past ones included). ` : "";
  const order = { notice_deadline: "notice deadline", expiration_date: "expiration", created_at: "" }[
    query.sort ?? "created_at"
  ];
  return `${bounds}${order ? `Earliest ${order} first.` : ""}`;
}

/**
 * The Contracts page's saved views: links that set a bound on the notice deadline or the expiration
 * (N days from today) and the matching order, keeping the other filters; the current one marked;
 * then what the URL's bounds and order show, in words.
 * Rendered on the server with each request (its links need no code in the browser).
 */
export function SavedViews({ params }: { params: SearchParams }) {
  const now = Math.floor(Date.now() / 1000);
  const current = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === "string") {
      current.set(key, value);
    }
  }
  const active = activeSavedView(readContractFilters(Object.fromEntries(current)), current.get("sort"), now);
  const hrefOf = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(current);
    next.delete("page");
    for (const [key, value] of Object.entries(changes)) {
      next.delete(key);
      if (value !== null) {
        next.set(key, value);
      }
    }
    return `/contracts?${next.toString()}`;
  };
  const bounds = boundsText(current);
  return (
    <>
      <nav aria-label="Saved views" className="mb-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-slate-900 dark:text-slate-100">Saved views:</span>
        {SAVED_VIEWS.map((view) => {
          const isActive = active?.id === view.id;
          return (
            <Link
              key={view.id}
              href={hrefOf(savedViewParams(view, now))}
              aria-current={isActive ? "page" : undefined}
              className={cn(
                "rounded-full border px-3 py-1",
                isActive
                  ? "border-blue-700 bg-blue-50 font-medium text-blue-800 dark:border-blue-400 dark:bg-blue-950 dark:text-blue-200"
                  : "border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-slate-900",
                focusRing,
              )}
            >
              {isActive ? <span className="sr-only">Current view: </span> : null}
              {view.label}
            </Link>
          );
        })}
      </nav>
      {bounds ? <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">{bounds}</p> : null}
    </>
  );
}
