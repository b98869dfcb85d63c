"use client";

import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import { lazyComponent } from "./lazy";

// The live regions are always in the page (so screen readers announce what appears in them); the
// card's code loads with the first toast.
const ToastCard = lazyComponent(() => import("./toast-card").then((module) => module.ToastCard));

export type ToastVariant = "success" | "error" | "info";

/** A button on the toast ("Undo"); the toast closes when it is pressed. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastItem extends Required<Pick<ToastOptions, "title" | "variant">> {
  id: number;
  description?: string;
  action?: ToastAction;
}

interface ToastApi {
  /** Shows a toast for 5 s (paused while hovered or focused); returns its id. */
  toast: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
/** Wrap the app once; renders the live regions (errors assertive, others polite) bottom-right. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);
  const toast = useCallback(({ title, description, variant = "info", action }: ToastOptions) => {
    const id = nextId.current++;
    setItems((current) => [...current, { id, title, description, variant, action }]);
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
