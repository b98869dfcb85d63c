"use client";

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { cn, focusRing } from "./cn";

export type ToastVariant = "success" | "error" | "info";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

interface ToastItem extends Required<Pick<ToastOptions, "title" | "variant">> {
  id: number;
  description?: string;
}

interface ToastApi {
  /** Shows a toast for 5 s (paused while hovered or focused); returns its id. */
  toast: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
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

function ToastCard({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
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
        "pointer-events-auto flex w-80 max-w-[calc(100vw-2rem)] items-start gap-3 rounded-md border bg-white p-3",
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

/** Wrap the app once; renders the live regions (errors assertive, others polite) bottom-right. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);
  const toast = useCallback(({ title, description, variant = "info" }: ToastOptions) => {
    const id = nextId.current++;
    setItems((current) => [...current, { id, title, description, variant }]);
    return id;
  }, []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  const region = (assertive: boolean) => (
    <ol
      aria-live={assertive ? "assertive" : "polite"}
      aria-atomic="false"
      aria-label={assertive ? "Error notifications" : "Notifications"}
      className="flex flex-col items-end gap-2"
    >
      {items
        .filter((item) => (item.variant === "error") === assertive)
        .map((item) => (
          <ToastCard key={item.id} item={item} onDismiss={dismiss} />
        ))}
    </ol>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="pointer-events-none fixed bottom-4 right-4 z-[60] flex flex-col items-end gap-2">
        {region(false)}
        {region(true)}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) {
    throw new Error("useToast must be used inside <ToastProvider>.");
  }
  return api;
}
