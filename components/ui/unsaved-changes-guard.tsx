"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { LazyConfirmDialog } from "./lazy-confirm-dialog";

// The dialog's code loads only when someone actually tries to leave with unsaved changes.

/** Same-origin links a plain left click would follow inside the app. */
function inAppHref(event: MouseEvent): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== "_self") || anchor.download) {
    return null;
  }
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) {
    return null;
  }
  const here = window.location;
  const samePage = url.pathname === here.pathname && url.search === here.search;
  return samePage ? null : url.pathname + url.search + url.hash;
}

export interface UnsavedChangesGuardProps {
  /** True while there are changes that leaving would lose. */
  when: boolean;
  title?: string;
  description?: string;
}

/**
 * Warns before unsaved changes are lost: the browser's own prompt on reload, close or an outside
 * address, and a confirm dialog for links inside the app (the App Router has no navigation events,
 * so link clicks are caught before Next's Link handles them).
 */
export function UnsavedChangesGuard({
  when,
  title = "Leave without saving?",
  description = "Your changes on this page haven't been saved. If you leave now, they'll be lost.",
}: UnsavedChangesGuardProps) {
  const router = useRouter();
  const [pendingHref, setPendingHref] = useState<string | null>(null);
  const whenRef = useRef(when);
  whenRef.current = when;

  useEffect(() => {
    if (!when) {
      return;
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      const href = whenRef.current ? inAppHref(event) : null;
      if (href) {
        event.preventDefault();
        event.stopPropagation();
        setPendingHref(href);
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    // Capture on the document runs before React's handlers on its root, so Link never sees the click.
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [when]);

  if (pendingHref === null) {
    return null;
  }
  return (
    <LazyConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : setPendingHref(null))}
      title={title}
      description={description}
      confirmLabel="Leave without saving"
      cancelLabel="Stay on this page"
      variant="danger"
      onConfirm={() => {
        const href = pendingHref;
        setPendingHref(null);
        router.push(href);
      }}
    />
  );
}
