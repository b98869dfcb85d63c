"use client";

import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import type { RuleCheck } from "@/lib/web/hooks/supplier-profile";
import { validationStatusLabel, validationStatusVariant } from "./labels";

export const muted = "text-slate-600 dark:text-slate-400";

/** One section of the tab: a card whose heading names the region for screen readers. */
export function ProfileSection({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card title={title} description={description} actions={actions} aria-label={title}>
      {children}
    </Card>
  );
}

/** "Validation: Passed with warnings" as a badge; the word carries the meaning, the colour only hints. */
export function ValidationBadge({ status }: { status: string }) {
  return (
    <Badge variant={validationStatusVariant(status)}>
      <span className="sr-only">Validation: </span>
      {validationStatusLabel(status)}
    </Badge>
  );
}

/** The country rules' warnings kept on a record. */
export function WarningList({ warnings, className }: { warnings: readonly RuleCheck[]; className?: string }) {
  if (warnings.length === 0) {
    return null;
  }
  return (
    <div className={cn("text-sm text-amber-800 dark:text-amber-300", className)}>
      <p className="font-medium">{warnings.length === 1 ? "Warning" : "Warnings"}</p>
      <ul className="list-disc pl-5">
        {warnings.map((warning) => (
          <li key={`${warning.field}-${warning.code}-${warning.message}`}>{warning.message}</li>
        ))}
      </ul>
    </div>
  );
}

/** Label–value pairs in a compact grid. */
export function Facts({ items, className }: { items: { label: string; value: ReactNode }[]; className?: string }) {
  const shown = items.filter((item) => item.value !== null && item.value !== undefined && item.value !== "");
  if (shown.length === 0) {
    return null;
  }
  return (
    <dl className={cn("grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm", className)}>
      {shown.map((item) => (
        <div key={item.label} className="contents">
          <dt className={muted}>{item.label}</dt>
          <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A whole day held as its UTC midnight (certificate dates), in the reader's locale. */
export { formatDay } from "@/lib/web/days";
