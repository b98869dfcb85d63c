"use client";

import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
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
/**
 * The stack's height while it shows toasts: below the sidebar's breakpoint the stack sits over the
 * page's bottom edge, so the page gets that much room at its end and no row stays hidden under it.
 */
function useStackHeight(stack: RefObject<HTMLDivElement | null>, shown: boolean): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = stack.current;
    if (!shown || !element || typeof ResizeObserver === "undefined") {
      setHeight(0);
      return;
    }
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    setHeight(element.offsetHeight);
    return () => observer.disconnect();
  }, [stack, shown]);
  return height;
}

/**
 * Wrap the app once; renders the live regions (errors assertive, others polite). Toasts never cover
 * a page's columns: from the lg breakpoint they stack in the sidebar's bottom-left corner (the app
 * shell's 16rem sidebar), beside the page rather than over it; on narrower screens, where the page
 * takes the whole width, they stack at the bottom and the page gets room below its end to match.
 */
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
  const stack = useRef<HTMLDivElement>(null);
  const stackHeight = useStackHeight(stack, items.length > 0);

  const region = (assertive: boolean) => (
    <ol
      aria-live={assertive ? "assertive" : "polite"}
      aria-atomic="false"
      aria-label={assertive ? "Error notifications" : "Notifications"}
      className="flex flex-col items-stretch gap-2"
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
      {stackHeight > 0 ? <div aria-hidden="true" className="lg:hidden" style={{ height: stackHeight + 16 }} /> : null}
      <div
        ref={stack}
        data-toast-stack=""
        className={[
          "pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex flex-col gap-2",
          "sm:left-auto sm:w-80 lg:left-3 lg:right-auto lg:w-[14.5rem]",
        ].join(" ")}
      >
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
