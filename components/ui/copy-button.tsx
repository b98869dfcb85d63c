"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";
import { cn, focusRing } from "./cn";

export interface CopyButtonProps {
  /** The text to copy. */
  value: string;
  /** Accessible name, e.g. "Copy request ID"; should contain any visible text. */
  label: string;
  /** Visible text next to the icon; icon-only when omitted. */
  children?: ReactNode;
  className?: string;
}

const hasClipboardApi = () =>
  typeof navigator !== "undefined" && Boolean(navigator.clipboard) && window.isSecureContext;

const loadFallback = () => import("./copy-text-fallback");

/** Starts loading the fallback where it will be needed (hover or focus of a copy button). */
const preloadFallback = () => {
  if (!hasClipboardApi()) {
    void loadFallback().catch(() => undefined);
  }
};

/** Copies with the Clipboard API, falling back to a hidden textarea + execCommand("copy") (loaded then). */
export async function copyText(text: string): Promise<void> {
  if (hasClipboardApi()) {
    await navigator.clipboard.writeText(text);
    return;
  }
  (await loadFallback()).copyWithTextarea(text);
}

export function CopyButton({ value, label, children, className }: CopyButtonProps) {
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    window.clearTimeout(timer.current);
    try {
      await copyText(value);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
    timer.current = window.setTimeout(() => setStatus("idle"), 2000);
  };

  return (
    <>
      <button
        type="button"
        aria-label={label}
        title={label}
        onClick={copy}
        onMouseEnter={preloadFallback}
        onFocus={preloadFallback}
        className={cn(
          "inline-flex items-center gap-1.5 rounded-md p-1 text-xs font-medium text-slate-600 hover:bg-slate-100",
          "hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-slate-100",
          focusRing,
          className,
        )}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className="h-4 w-4 shrink-0">
          {status === "copied" ? (
            <path d="M5 10.5l3 3 7-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <>
              <rect x="7" y="7" width="9" height="10" rx="1.5" stroke="currentColor" strokeWidth="1.5" />
              <path
                d="M13 4.5V4a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h.5"
                stroke="currentColor"
                strokeWidth="1.5"
              />
            </>
          )}
        </svg>
        {children}
      </button>
      <span aria-live="polite" className="sr-only">
        {status === "copied" ? "Copied" : status === "failed" ? "Copy failed" : ""}
      </span>
    </>
  );
}
