"use client";

import { useEffect, useRef, useState } from "react";
import { cn, focusRing } from "./cn";
import type { ToastItem, ToastVariant } from "./toast";

const DURATION_MS = 5000;

const variantStyles: Record<ToastVariant, string> = {
  success: "border-green-300 dark:border-green-800",
  error: "border-red-300 dark:border-red-800",
  info: "border-slate-300 dark:border-slate-700",
};

const iconPaths: Record<ToastVariant, { d: string; className: string }> = {
  success: { d: "M5 10.5l3 3 7-7", className: "text-green-700 dark:text-green-400" },
  error: { d: "M10 6v5m0 3h.01", className: "text-red-700 dark:text-red-400" },
  info: { d: "M10 9v5m0-8h.01", className: "text-blue-700 dark:text-blue-400" },
};

export function ToastCard({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(DURATION_MS);

  useEffect(() => {
    if (paused) {
      return;
    }
    const started = Date.now();
    const timer = window.setTimeout(() => onDismiss(item.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, item.id, onDismiss]);

  const icon = iconPaths[item.variant];
  return (
    <li
      className={cn(
        // As wide as the stack (components/ui/toast.tsx places it clear of the page's columns).
        "pointer-events-auto flex w-full items-start gap-3 rounded-md border bg-white p-3",
        "text-sm shadow-lg dark:bg-slate-900",
        variantStyles[item.variant],
      )}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className={cn("mt-0.5 h-4 w-4 shrink-0", icon.className)}>
        <path d={icon.d} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900 dark:text-slate-100">{item.title}</p>
        {item.description ? <p className="mt-0.5 text-slate-600 dark:text-slate-400">{item.description}</p> : null}
      </div>
      {item.action ? (
        <button
          type="button"
          onClick={() => {
            item.action?.onAction();
            onDismiss(item.id);
          }}
          className={cn(
            "-my-1 rounded px-2 py-1 font-medium text-blue-700 hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-slate-800",
            focusRing,
          )}
        >
          {item.action.label}
        </button>
      ) : null}
      <button
        type="button"
        aria-label={`Dismiss notification: ${item.title}`}
        onClick={() => onDismiss(item.id)}
        className={cn(
          "-m-1 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900",
          "dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100",
          focusRing,
        )}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className="h-4 w-4">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
