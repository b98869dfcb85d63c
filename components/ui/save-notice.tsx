import type { SaveNotice as Notice } from "@/lib/web/use-inline-save";
import { cn } from "./cn";
import { Spinner } from "./spinner";

/**
 * Where a table's inline saves are reported. Both regions stay mounted so screen readers announce
 * each change: progress and success politely, a failure (the server's message) assertively.
 */
export function SaveNotice({ notice, className }: { notice: Notice | null; className?: string }) {
  const error = notice?.tone === "error" ? notice.text : "";
  const status = notice && notice.tone !== "error" ? notice.text : "";
  return (
    <div className={cn("min-h-5 text-sm", className)}>
      <p role="status" className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
        {notice?.tone === "saving" ? <Spinner size="sm" /> : null}
        {status}
      </p>
      <p role="alert" className="text-red-700 dark:text-red-400">
        {error}
      </p>
    </div>
  );
}
